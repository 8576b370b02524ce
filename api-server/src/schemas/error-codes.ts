/**
 * The stable `code` of every error answer (`{ msg, code, field? }`): front ends translate the code,
 * `msg` stays the English sentence. Declared once here: the error schema of the OpenAPI document
 * (and from it the browser's generated types) lists exactly these. docs/api-contract.md, "Error codes".
 */
import { Type, type Static } from 'typebox';

export const ERROR_CODES = [
  // ----- input (400), `field` names the input at fault where one is -----
  'invalid_request', // the request as a whole is not valid (no single field at fault)
  'invalid_json',
  'field_required',
  'field_too_short',
  'field_too_long',
  'field_invalid', // wrong type, format, pattern, a NUL character, a field sent twice…
  'out_of_range', // a number below its minimum or above its maximum, or not finite
  'invalid_cursor',
  'unknown_country',
  'multipart_required',
  'multipart_invalid',
  'too_many_fields',
  'too_many_files',
  'file_name_invalid',
  'file_empty',
  'not_an_image', // 415 too
  // ----- sizes -----
  'body_too_large', // 413
  'file_too_large', // 413: a picture over 5 MB
  'image_too_large', // 413: a picture with too many pixels
  'unsupported_media_type', // 415: neither JSON nor multipart
  'headers_too_large', // 431
  'request_timeout', // 408
  // ----- sign-in and access (401, 403) -----
  'token_missing',
  'token_invalid',
  'token_expired',
  'token_revoked', // the password changed since the token was issued
  'account_gone',
  'invalid_credentials',
  'customers_only',
  'stores_only',
  'forbidden', // not the owner, not a party of the conversation…
  'not_a_buyer', // a review of a product the caller has no completed order of
  'origin_not_allowed',
  'operators_only', // an /api/operator/… call with a customer's or a store's token
  'not_for_operators', // a customer's or store's call with the operator's token
  'store_suspended', // 403: the store's sign-in and tokens while the operator has suspended it
  // ----- not found (404) -----
  'not_found', // an unknown call
  'product_not_found',
  'store_not_found',
  'customer_not_found',
  'cart_line_not_found',
  'order_not_found',
  'picture_not_found',
  'report_not_found',
  'review_not_found',
  'message_not_found',
  // ----- conflicts (409, 422) -----
  'username_taken',
  'store_name_taken',
  'store_name_reserved',
  'not_enough_stock',
  'order_not_pending',
  'product_unavailable', // checkout of a cart line whose product was taken down or whose store is suspended
  'already_reviewed', // a second review of the same product by the same customer
  'idempotency_key_reused', // 422
  'idempotency_key_in_use',
  'already_reported', // 409: the caller's report of this target is still open
  'report_already_resolved', // 409
  'already_suspended', // 409
  'not_suspended', // 409
  'already_taken_down', // 409
  'not_taken_down', // 409
  'review_already_removed', // 409
  // ----- limits and availability (426, 429, 5xx) -----
  'upgrade_required', // 426: /api/live asked as plain HTTP
  'too_many_attempts', // 429: sign-in limits
  'too_many_reports', // 429: beyond 20 reports an hour
  'sign_ins_busy', // 503: password hashing queue full
  'database_unavailable', // 503
  'search_timeout', // 503: a shop search, its facet counts (FACETS_TIMEOUT_MS) or suggestions ran past the statement timeout (PostgreSQL)
  'storage_unavailable', // 503
  'server_restarting', // 503 while this instance drains
  'internal_error', // 500
  // ----- answered by the load balancer in front of several instances (scripts/lib/haproxy.cjs) -----
  'bad_request',
  'method_not_allowed',
  'gone',
  'too_early',
  'too_many_requests',
  'balancer_error',
  'not_implemented',
  'bad_gateway',
  'no_instance_available',
  'gateway_timeout',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorCodeSchema = Type.Enum([...ERROR_CODES], {
  description: 'Stable snake_case identifier of the error, for front ends to translate (docs/api-contract.md, "Error codes")',
});

/** Every error answer. */
export const ErrorAnswer = Type.Object({
  msg: Type.String({ description: 'The English sentence' }),
  code: ErrorCodeSchema,
  field: Type.Optional(Type.String({ description: 'The input at fault (a body or form field, a query or path parameter, a header), when one is' })),
});
export type ErrorAnswerT = Static<typeof ErrorAnswer>;

/** The code when a thrower names none: by status. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400: return 'invalid_request';
    case 401: return 'token_invalid';
    case 403: return 'forbidden';
    case 404: return 'not_found';
    case 405: return 'method_not_allowed';
    case 408: return 'request_timeout';
    case 413: return 'body_too_large';
    case 415: return 'unsupported_media_type';
    case 422: return 'invalid_request';
    case 426: return 'upgrade_required';
    case 429: return 'too_many_attempts';
    case 431: return 'headers_too_large';
    case 503: return 'database_unavailable';
    default: return status >= 500 ? 'internal_error' : 'invalid_request';
  }
}

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
