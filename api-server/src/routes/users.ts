/** Customers: sign up, sign in (rate limited), update own profile. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { ErrorAnswer as err, FullLocation, Msg, MsgToken, Password, TokenAnswer, Username } from '../schemas/contract';
import { customerCaller } from '../auth/access';
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

const UserRegBody = Type.Object({ username: Username, password: Password, full_location: FullLocation });
const UserLogBody = Type.Object({ username: Type.String({ minLength: 1, maxLength: 128 }), password: Type.String({ minLength: 1, maxLength: 128 }) });
const UserUpdateBody = Type.Object({
  username: Type.Optional(Username),
  password: Type.Optional(Type.Union([Type.Literal(''), Password])),
  full_location: Type.Optional(FullLocation),
});

export const userCalls = {
  'POST /api/user/reg': { access: 'public', schema: { summary: 'Register a customer', tags: ['users'], body: UserRegBody, response: { 201: Msg, 400: err, 409: err } } },
  'POST /api/user/log': { access: 'public', schema: { summary: 'Customer login', tags: ['users'], body: UserLogBody, response: { 200: TokenAnswer, 400: err, 401: err, 429: err } } },
  'PATCH /api/user/update': {
    access: 'customer',
    schema: { summary: 'Update the signed-in customer (blank password keeps it); returns a new token', tags: ['users'], body: UserUpdateBody, response: { 200: MsgToken, 400: err, ...authErrors, 409: err } },
  },
} as const satisfies Calls;

const users: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(userCalls, 'POST /api/user/reg'), handler: async (request, reply) => {
    const { body } = request;
    if (await findUserByName(app.db, body.username)) throw new HttpError(409, USER_MESSAGES.taken, { code: 'username_taken', field: 'username' });
    const password_hash = await app.passwords.hash(body.password, { client: request.ip, failures: 0 });
    try {
      await createUser(app.db, { username: body.username, password_hash, full_location: body.full_location });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, USER_MESSAGES.taken, { code: 'username_taken', field: 'username' });
      throw error;
    }
    return reply.code(201).send({ msg: USER_MESSAGES.registered });
  } });

  const limiter = app.loginLimiter('username');
  app.route({
    ...routeOf(userCalls, 'POST /api/user/log'),
    preHandler: limiter.check,
    handler: async (request) => {
      const { body } = request;
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
  });

  app.route({ ...routeOf(userCalls, 'PATCH /api/user/update'), handler: async (request) => {
    const { body } = request;
    const identity = customerCaller(request);
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
  } });
};

export default users;
