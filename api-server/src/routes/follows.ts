/** Following stores, and the followers count with whether the bearer customer follows. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { ErrorAnswer as err, FollowStatus, Id, Msg, NAME_LENGTH } from '../schemas/contract';
import { customerCaller } from '../auth/access';
import { HttpError } from '../errors';
import { findStoreById } from '../repositories/stores';
import { follow, followStatus } from '../repositories/follows';
import type { Identity } from '../auth/tokens';

export const FOLLOW_MESSAGES = { followed: 'followed', notFollowed: 'Not followed', storeNotFound: 'Store not found' } as const;

const FollowBody = Type.Object({ store_id: Id, store_name: Type.Optional(Type.String({ maxLength: NAME_LENGTH.maxLength })) });
const FollowQuery = Type.Object({ store_id: Id });
const IsFollowBody = Type.Object({ store_id: Id });

export const followCalls = {
  'POST /api/follow': { access: 'customer', schema: { summary: 'Follow a store', tags: ['follows'], body: FollowBody, response: { 200: Msg, 400: err, ...authErrors, 404: err } } },
  'GET /api/follow': { access: 'optional', schema: { summary: 'Followers count and whether the bearer customer follows', tags: ['follows'], querystring: FollowQuery, response: { 200: FollowStatus, 400: err, 404: err } } },
  'POST /is/follow': { access: 'optional', schema: { summary: 'Same answer as GET /api/follow (the spec path)', tags: ['follows'], body: IsFollowBody, response: { 200: FollowStatus, 400: err, 404: err } } },
} as const satisfies Calls;

const follows: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  async function status(storeId: number, identity: Identity | null) {
    if (!(await findStoreById(app.db, storeId))) throw new HttpError(404, FOLLOW_MESSAGES.storeNotFound, { code: 'store_not_found' });
    const { followers_count, follows: isFollowing } = await followStatus(app.db, storeId, identity?.kind === 'customer' ? identity.user_id : null);
    return { followers_count, msg: isFollowing ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.notFollowed };
  }

  app.route({ ...routeOf(followCalls, 'POST /api/follow'), handler: async (request) => {
    const { body } = request;
    const identity = customerCaller(request);
    if (!(await findStoreById(app.db, body.store_id))) throw new HttpError(404, FOLLOW_MESSAGES.storeNotFound, { code: 'store_not_found' });
    await follow(app.db, identity.user_id, body.store_id);
    return { msg: FOLLOW_MESSAGES.followed };
  } });

  app.route({ ...routeOf(followCalls, 'GET /api/follow'), handler: async ({ query, identity }) => status(query.store_id, identity) });
  app.route({ ...routeOf(followCalls, 'POST /is/follow'), handler: async ({ body, identity }) => status(body.store_id, identity) });
};

export default follows;
