/** Following stores, and the followers count with whether the bearer customer follows. */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { HttpError } from '../errors';
import { findStoreById } from '../repositories/stores';
import { follow, followStatus } from '../repositories/follows';
import type { Identity } from '../auth/tokens';

export const FOLLOW_MESSAGES = { followed: 'followed', notFollowed: 'Not followed', storeNotFound: 'Store not found' } as const;

const follows: FastifyPluginAsync = async (app) => {
  async function status(storeId: number, identity: Identity | null) {
    if (!(await findStoreById(app.db, storeId))) throw new HttpError(404, FOLLOW_MESSAGES.storeNotFound, { code: 'store_not_found' });
    const { followers_count, follows: isFollowing } = await followStatus(app.db, storeId, identity?.kind === 'customer' ? identity.user_id : null);
    return { followers_count, msg: isFollowing ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.notFollowed };
  }

  defineRoute(app, 'POST /api/follow', async ({ body, identity }) => {
    if (!(await findStoreById(app.db, body.store_id))) throw new HttpError(404, FOLLOW_MESSAGES.storeNotFound, { code: 'store_not_found' });
    await follow(app.db, identity.user_id, body.store_id);
    return { msg: FOLLOW_MESSAGES.followed };
  });

  defineRoute(app, 'GET /api/follow', async ({ query, identity }) => status(query.store_id, identity));
  defineRoute(app, 'POST /is/follow', async ({ body, identity }) => status(body.store_id, identity));
};

export default follows;
