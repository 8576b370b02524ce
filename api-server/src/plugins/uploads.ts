/**
 * Multipart parsing limits (5 MB, one file) and the stored pictures served at
 * /uploads/<kind>/<name>.webp[?w=320|640|1280], streamed from the storage driver (local disk or
 * S3), so every instance serves every picture. Names are random and never change content, so
 * every answer is cached for a year as immutable, with an ETag for revalidation.
 */
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { Config } from '../config';
import { Type } from 'typebox';
import { MAX_UPLOAD_BYTES } from '../uploads/images';
import { createUploadStore, driverFor, PICTURE_WIDTHS, type PictureWidth, type UploadStore } from '../uploads/storage';
import { HttpError } from '../errors';
import type { UploadField } from '../uploads/multipart';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pictures, on local disk or in an S3-compatible bucket (uploads/storage.ts). */
    uploads: UploadStore;
  }
  interface FastifyRequest {
    /** Multipart calls: the form's picture as WebP, or undefined when none was sent (uploads/multipart.ts). */
    picture: Buffer | undefined;
  }
  interface FastifyContextConfig {
    /** Multipart calls: the picture's form field (routes/calls.ts; the OpenAPI document reads it too). */
    upload?: UploadField;
  }
}

export const UPLOAD_MESSAGES = {
  badWidth: `w must be one of ${PICTURE_WIDTHS.join(', ')} (pixels)`,
  notFound: 'Picture not found',
} as const;

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export const uploadsPlugin = fp<{ config: Config }>(async (app, { config }) => {
  app.decorate('uploads', createUploadStore(driverFor(config.storage, config.dataDir), (error, context) => app.log.warn({ err: error }, context)));
  if (config.storage.driver === 's3') app.readinessChecks.push({ name: 'storage', check: () => app.uploads.check(), scope: 'shared' });
  app.decorateRequest('picture', undefined);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 220, parts: 221, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 100 },
    throwFileSizeLimit: true,
    // Keep the client's file name as sent, so one that tries to climb directories can be refused.
    preservePath: true,
  });

  app.route({
    method: 'GET',
    url: '/uploads/:kind/:name',
    schema: {
      hide: true,
      params: Type.Object({ kind: Type.String({ maxLength: 20 }), name: Type.String({ maxLength: 100 }) }),
      querystring: Type.Object({ w: Type.Optional(Type.String({ maxLength: 10 })) }),
    },
    handler: async (request, reply) => {
      const { kind, name } = request.params as { kind: string; name: string };
      const { w } = request.query as { w?: string };
      const width = w === undefined ? undefined : (PICTURE_WIDTHS.find((allowed) => String(allowed) === w) as PictureWidth | undefined);
      if (w !== undefined && width === undefined) throw new HttpError(400, UPLOAD_MESSAGES.badWidth, { code: 'out_of_range', field: 'w' });
      const etag = `"${name.replace(/\.webp$/, '')}${width ? `-w${width}` : ''}"`;
      reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'; sandbox");
      const cacheForever = () => reply.header('Cache-Control', CACHE_FOREVER).header('ETag', etag);
      // A name's content never changes: revalidation needs no storage (it answers during an outage too).
      if (request.headers['if-none-match'] === etag) return cacheForever().code(304).send();
      // 503 storage_unavailable when the storage does not answer (uploads/storage.ts); never cached.
      const picture = await app.uploads.open(kind, name, width);
      if (!picture) throw new HttpError(404, UPLOAD_MESSAGES.notFound, { code: 'picture_not_found' });
      cacheForever().type('image/webp');
      if (picture.size !== undefined) reply.header('Content-Length', picture.size);
      return reply.send(picture.body);
    },
  });
}, { name: 'uploads', dependencies: ['readiness'] });
