/**
 * The Fastify route schema of one call, built from the route table. The app and
 * scripts/openapi-from-specs.ts both use this, so the served OpenAPI document and the generated
 * client types are one and the same.
 */
import type { FastifySchema } from 'fastify';
import type { RouteSpec } from './routes';

export function routeSchema(spec: RouteSpec): FastifySchema {
  return {
    summary: spec.summary,
    tags: spec.tags,
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    response: spec.response,
    ...(spec.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
  } as FastifySchema;
}
