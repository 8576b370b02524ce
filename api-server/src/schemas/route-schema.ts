/**
 * The Fastify route schema of one call, built from the route table. The app and
 * scripts/openapi-from-specs.ts both use this, so the served OpenAPI document and the generated
 * client types are one and the same.
 */
import type { FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorAnswer, TRIMMED_MAX_LENGTH, Unavailable } from './contract';
import { routeSpecs, splitRouteKey, type RouteKey, type RouteSpec } from './routes';
import { openApiInfo } from './openapi-info';

/**
 * Answers any call can give besides its own (every one `{ msg, code, field? }`): 400 for a request that is not
 * valid (a malformed address, a NUL character in a header), 503 while the database is unreachable or
 * the instance is shutting down (or, with `code`, while the picture storage is); and for calls with a JSON body, 413 (too large) and 415 (not JSON).
 */
function commonErrors(spec: RouteSpec): Record<number, TSchema> {
  const errors: Record<number, TSchema> = { 400: ErrorAnswer, 503: Unavailable };
  if (spec.body) Object.assign(errors, { 413: ErrorAnswer, 415: ErrorAnswer });
  return errors;
}

export function routeSchema(spec: RouteSpec): FastifySchema {
  return {
    summary: spec.summary,
    tags: spec.tags,
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    response: { ...commonErrors(spec), ...spec.response },
    ...(spec.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
  } as FastifySchema;
}

/**
 * Multipart calls validate their form in the handler (src/uploads/multipart.ts), so Fastify gets no
 * body schema for them; the OpenAPI document still describes the form: its text fields and the file.
 */
function multipartBodySchema(multipart: NonNullable<RouteSpec['multipart']>): Record<string, unknown> {
  const fields = multipart.fields as { properties?: Record<string, unknown>; required?: string[] };
  return {
    type: 'object',
    required: [...(fields.required ?? []), ...(multipart.fileRequired ? [multipart.file] : [])],
    properties: {
      ...fields.properties,
      [multipart.file]: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF (decided by content), at most 5 MB' },
    },
  };
}

const multipartByRoute = new Map<string, NonNullable<RouteSpec['multipart']>>(
  (Object.keys(routeSpecs) as RouteKey[])
    .filter((key) => (routeSpecs[key] as RouteSpec).multipart)
    .map((key) => {
      const { method, url } = splitRouteKey(key);
      return [`${method} ${url}`, (routeSpecs[key] as RouteSpec).multipart!];
    }),
);

interface TransformInput {
  schema: FastifySchema;
  url: string;
  route: { method: string | string[] };
}

/** @fastify/swagger options for the served document and scripts/openapi-from-specs.ts alike. */
export const swaggerOptions = {
  openapi: openApiInfo,
  transform: ({ schema, url, route }: TransformInput) => {
    const multipart = typeof route.method === 'string' ? multipartByRoute.get(`${route.method} ${url}`) : undefined;
    if (!multipart || !schema) return { schema, url };
    return { schema: { ...schema, body: multipartBodySchema(multipart) }, url };
  },
};

/** How the API's schemas are compiled: by the app, and alike by the OpenAPI printer (scripts/). */
export const ajvOptions = {
  customOptions: {
    // Prices are multiples of 0.01; plain `%` fails on floats like 19.99.
    multipleOfPrecision: 6,
    // An annotation the routes check themselves (schemas/contract.ts); ajv only has to accept it.
    keywords: [TRIMMED_MAX_LENGTH],
  },
};
