/**
 * GET /api/moderation/version: a number that changes whenever an operator's action commits (the
 * newest audit id). Servers that keep rendered pages (the shell's) poll it and drop what they keep
 * when it changes, so a taken-down product or a suspended store leaves every kept page within
 * seconds. Cheap (one index lookup) and cacheable for a second.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeOf, type Calls } from './calls';
import { moderationVersion } from '../operator/repository';

export const MODERATION_VERSION_MAX_AGE_SECONDS = 1;

const ModerationVersion = Type.Object({ version: Type.Integer({ minimum: 0, description: 'Changes (grows) whenever an operator action commits; 0 before the first' }) });

export const moderationCalls = {
  'GET /api/moderation/version': {
    access: 'public',
    schema: { summary: 'Changes whenever moderation changes what may be shown (for servers keeping rendered pages)', tags: ['moderation'], response: { 200: ModerationVersion } },
  },
} as const satisfies Calls;

const moderation: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(moderationCalls, 'GET /api/moderation/version'), handler: async (_request, reply) => {
    reply.header('Cache-Control', `public, max-age=${MODERATION_VERSION_MAX_AGE_SECONDS}`);
    return { version: await moderationVersion(app.db) };
  } });
};

export default moderation;
