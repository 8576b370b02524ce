/**
 * Every error answer is `{ msg, code, field? }` with the right status: `msg` the English sentence,
 * `code` a stable identifier front ends translate (schemas/error-codes.ts), `field` the input at
 * fault. Validation errors name the field; bad input never becomes a 5xx; a 5xx never shows internals.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './db/errors';
import { NAME_PATTERN } from './schemas/contract';
import { codeForStatus, type ErrorAnswerT, type ErrorCode } from './schemas/error-codes';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable (the database is not answering); please try again in a moment';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

export interface HttpErrorOptions {
  code?: ErrorCode;
  /** The input at fault. */
  field?: string;
  retryAfterSeconds?: number;
}

/**
 * Throw from a handler or hook to answer `status` with `{ msg, code, field? }` (and `Retry-After`
 * when given). Without a code, the status gives one (schemas/error-codes.ts, codeForStatus).
 * `new HttpError(status, msg, { code, field })`; the older `(status, msg, retryAfterSeconds, code)` works too.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly statusCode: number,
    message: string,
    options?: HttpErrorOptions | number,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    const opts: HttpErrorOptions = typeof options === 'number' ? { retryAfterSeconds: options, code } : { ...(options ?? {}), ...(code ? { code } : {}) };
    this.code = opts.code ?? codeForStatus(statusCode);
    this.field = opts.field;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  /** The answer's body. */
  body(): ErrorAnswerT {
    return errorBody(this.message, this.code, this.field);
  }
}

/** `{ msg, code }`, with `field` when one input is at fault. */
export function errorBody(msg: string, code: ErrorCode, field?: string): ErrorAnswerT {
  return field ? { msg, code, field } : { msg, code };
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const NAME_PATTERN_TEXT = 'may contain only letters, digits, _, - and .';

function fieldOf(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return path ? `${path}.${issue.params.missingProperty}` : issue.params.missingProperty;
  }
  return path;
}

function describe(issue: ValidationIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required': return 'is required';
    case 'type':
      if (p.type === 'integer') return 'must be a whole number';
      if (p.type === 'number') return 'must be a number';
      if (p.type === 'string') return 'must be text';
      if (p.type === 'object') return 'must be an object';
      return `must be of type ${String(p.type)}`;
    case 'minLength': return p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters`;
    case 'maxLength': return `must be at most ${String(p.limit)} characters`;
    case 'minimum': return `must be at least ${String(p.limit)}`;
    case 'maximum': return `must be at most ${String(p.limit)}`;
    case 'exclusiveMinimum': return `must be greater than ${String(p.limit)}`;
    case 'exclusiveMaximum': return `must be less than ${String(p.limit)}`;
    case 'multipleOf': return p.multipleOf === 0.01 ? 'must have at most 2 decimals' : `must be a multiple of ${String(p.multipleOf)}`;
    case 'pattern': return String(p.pattern) === NAME_PATTERN ? NAME_PATTERN_TEXT : 'has an invalid format';
    case 'format': return `must be a valid ${String(p.format)}`;
    case 'const': return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'enum': return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default: return issue.message ?? 'is not valid';
  }
}

const PART_NAMES: Record<string, string> = { body: 'Request body', querystring: 'Query string', params: 'Path', headers: 'Headers' };

function codeOf(issue: ValidationIssue): ErrorCode {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required': return 'field_required';
    case 'minLength': return p.limit === 1 ? 'field_required' : 'field_too_short';
    case 'maxLength':
    case 'maxItems': return 'field_too_long';
    case 'minItems': return 'field_too_short';
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': return 'out_of_range';
    default: return 'field_invalid';
  }
}

/** A failed schema check as the error answer: one readable sentence naming the field ("price must have at most 2 decimals"), its code and field. */
export function validationError(issues: ValidationIssue[], part: string = 'body'): ErrorAnswerT {
  // anyOf (e.g. "blank or 8+ characters") reports every branch; the last specific one reads best.
  const specific = issues.filter((i) => i.keyword !== 'anyOf' && i.keyword !== 'const');
  let issue = specific[0] ?? issues[0];
  if (issues.some((i) => i.keyword === 'anyOf')) issue = specific.find((i) => i.keyword !== 'type') ?? issue;
  if (!issue) return errorBody(`${PART_NAMES[part] ?? part} is not valid`, 'invalid_request');
  const field = fieldOf(issue);
  if (!field) return errorBody(`${PART_NAMES[part] ?? part} ${issue.keyword === 'type' ? `must be a JSON ${String(issue.params.type)}` : describe(issue)}`, 'invalid_request');
  return errorBody(`${field} ${describe(issue)}`, codeOf(issue), field);
}

/** The sentence alone (validationError's msg). */
export function validationMessage(issues: ValidationIssue[], part: string = 'body'): string {
  return validationError(issues, part).msg;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { statusCode?: number }, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(validationError(error.validation as ValidationIssue[], error.validationContext));
    }
    let status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 503) {
      // Busy or unavailable for a moment: always with the { msg, code } shape and a time to come back.
      const retryAfter = error instanceof HttpError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : UNAVAILABLE_RETRY_AFTER_SECONDS;
      if (!(error instanceof HttpError)) return reply.code(503).header('Retry-After', String(retryAfter)).send(errorBody(UNAVAILABLE_MESSAGE, 'database_unavailable'));
      return reply.code(503).header('Retry-After', String(retryAfter)).send(error.body());
    }
    // @fastify/multipart answers 406 for a non-multipart request; it is plain bad input.
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') status = 400;
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      if (error instanceof HttpError && error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(status).send(clientError(error, status));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send(errorBody(UNAVAILABLE_MESSAGE, 'database_unavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('Something went wrong on our side. Please try again.', 'internal_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(`No such call: ${request.method} ${request.url.split('?')[0]}`, 'not_found'));
  });
}

/** Library errors (Fastify, multipart, rate limit) rewritten as sentences a person can act on, with their code. */
function clientError(error: FastifyError, status: number): ErrorAnswerT {
  if (error instanceof HttpError) return error.body();
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorBody('Request body is not valid JSON', 'invalid_json');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorBody('This content type is not accepted: send JSON, or multipart/form-data for forms with an image', 'unsupported_media_type');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody('Request body is too large', 'body_too_large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errorBody('Content-Length does not match the body', 'invalid_request');
    case 'FST_REQ_FILE_TOO_LARGE':
      return errorBody('The image is larger than 5 MB', 'file_too_large');
    case 'FST_FILES_LIMIT':
      return errorBody('Send only one image', 'too_many_files');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return errorBody('The form has too many fields', 'too_many_fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return errorBody('Send this form as multipart/form-data', 'multipart_required');
    case 'FST_PROTO_VIOLATION':
      return errorBody('A form field has a forbidden name', 'field_invalid');
    default:
      if (status === 404) return errorBody('Not found', 'not_found');
      return errorBody(error.message || 'The request is not valid', codeForStatus(status));
  }
}

/**
 * Errors Node's HTTP parser answers before Fastify sees a request (headers too large, a request that
 * did not arrive in time, bytes that are not HTTP): the same `{ msg, code }` shape, written to the socket.
 */
export function clientErrorHandler(instanceId: string) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, msg, code] =
      error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'The request headers are too large', 'headers_too_large'] as const
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'The request did not arrive in time; please try again', 'request_timeout'] as const
          : [400, 'The request is not valid HTTP', 'bad_request'] as const;
    const body = JSON.stringify(errorBody(msg, code));
    // A response already under way (its headers sent) cannot be replaced; the socket is just closed.
    const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (socket.writable && !started) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Instance-Id: ${instanceId}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
