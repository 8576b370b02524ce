/** The OpenAPI document (GET /api/docs/json) and its UI (GET /api/docs), built from the calls' schemas. */
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiInfo } from '../schemas/openapi-info';
import type { UploadField } from '../uploads/multipart';
import { DOCUMENT_HELMET_OPTIONS, securityHeaders } from './security';

export const DOCS_PREFIX = '/api/docs';

/**
 * A multipart call's body schema holds its text fields (Fastify validates the form with it, as a
 * JSON body); the document's form adds the picture's file field.
 */
function multipartBodySchema(fields: unknown, upload: UploadField): Record<string, unknown> {
  const { properties, required } = (fields ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
  return {
    type: 'object',
    required: [...(required ?? []), ...(upload.required ? [upload.file] : [])],
    properties: {
      ...properties,
      [upload.file]: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF (decided by content), at most 5 MB' },
    },
  };
}

interface TransformInput {
  schema: FastifySchema;
  url: string;
  route: { config?: FastifyContextConfig };
}

/** @fastify/swagger options for the served document and scripts/openapi-from-specs.ts alike. */
export const swaggerOptions = {
  openapi: openApiInfo,
  transform: ({ schema, url, route }: TransformInput) => {
    const upload = route.config?.upload;
    if (!upload || !schema) return { schema, url };
    return { schema: { ...schema, body: multipartBodySchema(schema.body, upload) }, url };
  },
};

/** Must be registered before the routes so it sees them. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, swaggerOptions);
}

/**
 * The UI is the API's only page: in its own scope its answers take a page's security headers
 * (security.ts) over the other answers' ones, and the UI's own Content-Security-Policy (`staticCSP`).
 */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  const pageHeaders = securityHeaders(DOCUMENT_HELMET_OPTIONS);
  await app.register(async (docs) => {
    docs.addHook('onRequest', (_request, reply, done) => {
      reply.headers(pageHeaders);
      done();
    });
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  });
}
