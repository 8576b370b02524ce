/**
 * Multipart parsing limits (5 MB, one file) and the stored pictures served at /uploads/...:
 * random names never change content, so they are cached for a year as immutable.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_UPLOAD_BYTES } from '../uploads/images';

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 100 },
    throwFileSizeLimit: true,
    // Keep the client's file name as sent, so one that tries to climb directories can be refused.
    preservePath: true,
  });
  await app.register(fastifyStatic, {
    root: app.uploads.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}
