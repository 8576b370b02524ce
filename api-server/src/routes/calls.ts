/**
 * What every call of the API shares: who may make it (`access`), the answers any call can give,
 * and how a call's declaration becomes Fastify route options. Each resource's plugin
 * (routes/<resource>.ts) declares its calls with their schemas and registers them through
 * `withTypeProvider<TypeBoxTypeProvider>()`; the OpenAPI document (scripts/openapi-from-specs.ts)
 * is built from the same declarations.
 */
import type { TSchema } from 'typebox';
import { ErrorAnswer, TRIMMED_MAX_LENGTH, Unavailable } from '../schemas/contract';
import { accessHook, type Access } from '../auth/access';
import { readUploadForm, readUploadPicture, type UploadField } from '../uploads/multipart';

export type { Access };

export interface CallSchema {
  summary: string;
  tags: string[];
  /** The JSON body, or a multipart call's text fields: validated alike by Fastify. */
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  /** Request headers the call reads (validated, and documented as header parameters). */
  headers?: TSchema;
  response: Record<number, TSchema>;
}

export interface Call {
  access: Access;
  /** Multipart calls: the picture's form field (its text fields are `schema.body`). */
  upload?: UploadField;
  schema: CallSchema;
}

/** A resource's calls, keyed "METHOD /path/{param}" as the OpenAPI document names them. */
export type Calls = Record<string, Call>;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** "GET /api/product/{product_id}" → { method: 'GET', url: '/api/product/:product_id' } (Fastify's syntax). */
export function splitRouteKey(key: string): { method: Method; url: string } {
  const [method, path] = key.split(' ') as [Method, string];
  return { method, url: path.replace(/\{(\w+)\}/g, ':$1') };
}

const err = ErrorAnswer;
/** 401 and 403 of the calls that need a signed-in caller of one role. */
export const authErrors = { 401: err, 403: err };

/**
 * Answers any call can give besides its own (every one `{ msg, code, field? }`): 400 for a request
 * that is not valid (a malformed address, a NUL character in a header), 503 while the database is
 * unreachable or the instance is shutting down (or, with `code`, while the picture storage is); for
 * signed-in calls, 401 and 403; and for calls with a JSON body, 413 (too large) and 415 (not JSON).
 */
function commonErrors(call: Call): { 400: typeof err; 503: typeof Unavailable; 401?: typeof err; 403?: typeof err; 413?: typeof err; 415?: typeof err } {
  const jsonBody = call.schema.body !== undefined && call.upload === undefined;
  // A signed-in call may always answer 401 (the token) and 403 (another role's token, a suspended store's).
  const signedIn = call.access !== 'public' && call.access !== 'optional';
  return { 400: err, 503: Unavailable, ...(signedIn ? authErrors : {}), ...(jsonBody ? { 413: err, 415: err } : {}) };
}

/** The route options a call becomes (its schema keeps the call's own types for the type provider). */
export interface CallRoute<S extends CallSchema> {
  method: Method;
  url: string;
  schema: S & { consumes?: string[]; security?: Array<{ bearerAuth: string[] }> };
  config: { upload?: UploadField };
  onRequest?: ReturnType<typeof accessHook>;
  preValidation?: ReturnType<typeof readUploadForm>;
  preHandler?: ReturnType<typeof readUploadPicture>;
}

function callRoute<S extends CallSchema>(key: string, call: Call & { schema: S }): CallRoute<S> {
  const { method, url } = splitRouteKey(key);
  const { upload, access } = call;
  return {
    method,
    url,
    schema: {
      ...call.schema,
      response: { ...commonErrors(call), ...call.schema.response },
      ...(upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    },
    config: { upload },
    // Public calls skip the hook: `request.identity` is null by default (auth/plugin.ts).
    ...(access === 'public' ? {} : { onRequest: accessHook(access) }),
    ...(upload ? { preValidation: readUploadForm(upload), preHandler: readUploadPicture(upload) } : {}),
  };
}

/**
 * Fastify route options of call `key`: method, url, schema (with the common answers and, unless
 * public, the bearer security), the access hook, and for multipart calls the form reading hooks.
 * Spread into `app.route({ ...routeOf(calls, key), handler })`.
 */
export function routeOf<T extends Calls, K extends keyof T & string>(calls: T, key: K): CallRoute<T[K]['schema']> {
  return callRoute(key, calls[key]);
}

/** How the API's schemas are compiled: by the app, and alike by the OpenAPI printer (scripts/). */
export const ajvOptions = {
  customOptions: {
    // Prices are multiples of 0.01; plain `%` fails on floats like 19.99.
    multipleOfPrecision: 6,
    // An annotation the routes check themselves (schemas/contract.ts); ajv only has to accept it.
    keywords: [TRIMMED_MAX_LENGTH],
  },
};
