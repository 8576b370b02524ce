/** The OpenAPI document (GET /api/docs/json) and its UI (GET /api/docs), built from the routes' schemas. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { swaggerOptions } from '../schemas/route-schema';

export const DOCS_PREFIX = '/api/docs';

/** Must be registered before the routes so it sees them. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, swaggerOptions);
}

export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}
