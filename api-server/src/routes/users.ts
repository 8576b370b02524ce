/** Customers: sign up, sign in (rate limited), update own profile. */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { HttpError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { createUser, findUserByName, replaceUserPasswordHash, updateUser } from '../repositories/users';
import { checkPassword } from '../auth/sign-in';
import { customerChannel } from '../live/signals';

export const USER_MESSAGES = {
  registered: 'Registration successful',
  taken: 'This username is already taken',
  badLogin: 'Invalid username or password',
  updated: 'Profile updated',
} as const;

const users: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'POST /api/user/reg', async ({ body, request }) => {
    if (await findUserByName(app.db, body.username)) throw new HttpError(409, USER_MESSAGES.taken, { code: 'username_taken', field: 'username' });
    const password_hash = await app.passwords.hash(body.password, { client: request.ip, failures: 0 });
    try {
      await createUser(app.db, { username: body.username, password_hash, full_location: body.full_location });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, USER_MESSAGES.taken, { code: 'username_taken', field: 'username' });
      throw error;
    }
    return { msg: USER_MESSAGES.registered };
  });

  const limiter = app.loginLimiter('username');
  defineRoute(
    app,
    'POST /api/user/log',
    async ({ body, request }) => {
      const user = await findUserByName(app.db, body.username);
      const valid = await checkPassword({
        passwords: app.passwords,
        password: body.password,
        storedHash: user?.password_hash,
        ticket: limiter.ticket(request),
        replaceHash: (previous, next) => replaceUserPasswordHash(app.db, user!.user_id, previous, next),
        log: request.log,
      });
      if (!user || !valid) {
        await limiter.recordFailure(request);
        throw new HttpError(401, USER_MESSAGES.badLogin, { code: 'invalid_credentials' });
      }
      await limiter.recordSuccess(request);
      return { token: await app.tokens.sign({ kind: 'customer', user_id: user.user_id, username: user.username }, user.token_version) };
    },
    { preHandler: limiter.check },
  );

  defineRoute(app, 'PATCH /api/user/update', async ({ body, identity }) => {
    const patch: { username?: string; password_hash?: string; full_location?: string } = {};
    if (body.username !== undefined && body.username !== identity.username) {
      const holder = await findUserByName(app.db, body.username);
      if (holder && holder.user_id !== identity.user_id) throw new HttpError(409, USER_MESSAGES.taken, { code: 'username_taken', field: 'username' });
      patch.username = body.username;
    }
    if (body.full_location !== undefined) patch.full_location = body.full_location;
    // A blank or absent password keeps the current one; a new one ends every older token (the answer
    // carries a new one).
    if (body.password) patch.password_hash = await app.passwords.hash(body.password);
    let user;
    try {
      user = await updateUser(app.db, identity.user_id, patch);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, USER_MESSAGES.taken, { code: 'username_taken', field: 'username' });
      throw error;
    }
    if (!user) throw new HttpError(401, 'This account no longer exists; please sign in again', { code: 'account_gone' });
    // Live sockets of older tokens, on every instance, check their sign-in again and close.
    if (patch.password_hash !== undefined) app.liveSignals.notify(customerChannel(identity.user_id));
    return { msg: USER_MESSAGES.updated, token: await app.tokens.sign({ kind: 'customer', user_id: user.user_id, username: user.username }, user.token_version) };
  });
};

export default users;
