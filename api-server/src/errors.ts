/**
 * Every error answer is `{ msg }` with the right status. Validation errors name the field; bad
 * input never becomes a 5xx; a 5xx never shows internals.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './db/errors';
import { NAME_PATTERN } from './schemas/contract';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable (the database is not answering); please try again in a moment';
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/**
 * Throw from a handler or hook to answer `status` with `{ msg }` (and `Retry-After` when given; and
 * a stable `code` beside `msg` when given, e.g. `storage_unavailable`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
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

/** One readable sentence for a failed schema check, naming the field ("price must have at most 2 decimals"). */
export function validationMessage(issues: ValidationIssue[], part: string = 'body'): string {
  // anyOf (e.g. "blank or 8+ characters") reports every branch; the last specific one reads best.
  const specific = issues.filter((i) => i.keyword !== 'anyOf' && i.keyword !== 'const');
  let issue = specific[0] ?? issues[0];
  if (issues.some((i) => i.keyword === 'anyOf')) issue = specific.find((i) => i.keyword !== 'type') ?? issue;
  if (!issue) return `${PART_NAMES[part] ?? part} is not valid`;
  const field = fieldOf(issue);
  if (!field) return `${PART_NAMES[part] ?? part} ${issue.keyword === 'type' ? `must be a JSON ${String(issue.params.type)}` : describe(issue)}`;
  return `${field} ${describe(issue)}`;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { statusCode?: number }, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ msg: validationMessage(error.validation as ValidationIssue[], error.validationContext) });
    }
    let status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 503) {
      // Busy or unavailable for a moment: always with the { msg } shape and a time to come back.
      const retryAfter = error instanceof HttpError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : UNAVAILABLE_RETRY_AFTER_SECONDS;
      if (!(error instanceof HttpError)) return reply.code(503).header('Retry-After', String(retryAfter)).send({ msg: UNAVAILABLE_MESSAGE });
      return reply.code(503).header('Retry-After', String(retryAfter)).send({ msg: error.message, ...(error.code ? { code: error.code } : {}) });
    }
    // @fastify/multipart answers 406 for a non-multipart request; it is plain bad input.
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') status = 400;
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      if (error instanceof HttpError && error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(status).send({ msg: clientMessage(error, status) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ msg: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ msg: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ msg: `No such call: ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** Library errors (Fastify, multipart, rate limit) rewritten as sentences a person can act on. */
function clientMessage(error: FastifyError, status: number): string {
  if (error instanceof HttpError) return error.message;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted: send JSON, or multipart/form-data for forms with an image';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The image is larger than 5 MB';
    case 'FST_FILES_LIMIT':
      return 'Send only one image';
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The form has too many fields';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Send this form as multipart/form-data';
    case 'FST_PROTO_VIOLATION':
      return 'A form field has a forbidden name';
    default:
      if (status === 404) return 'Not found';
      return error.message || 'The request is not valid';
  }
}

/**
 * Errors Node's HTTP parser answers before Fastify sees a request (headers too large, a request that
 * did not arrive in time, bytes that are not HTTP): the same `{ msg }` shape, written to the socket.
 */
export function clientErrorHandler(instanceId: string) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, msg] =
      error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'The request headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'The request did not arrive in time; please try again']
          : [400, 'The request is not valid HTTP'];
    const body = JSON.stringify({ msg });
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
