/**
 * The authorization matrix for protected calls: every broken or foreign token is refused with the
 * right status and message, and the database reads back unchanged afterwards.
 */
import type { InjectOptions } from 'fastify';
import { AUTH_MESSAGES } from '../../../auth/access';
import type { TestApp } from '../../../../test/helpers/app';
import { algNoneToken, expiredToken, noExpToken, validToken, wrongSecretToken } from '../../../../test/helpers/tokens';

export type ProtectedAccess = 'customer' | 'store' | 'any-signed-in';

export interface ProtectedCall {
  title: string;
  access: ProtectedAccess;
  /** The request without its Authorization header. */
  request: () => InjectOptions;
}

interface BadToken {
  name: string;
  status: number;
  msg: string;
  /** Returns the Authorization header value (undefined: none). */
  header(t: TestApp, claims: Record<string, unknown>): Promise<string | undefined>;
}

const BAD_TOKENS: BadToken[] = [
  { name: 'no token', status: 401, msg: AUTH_MESSAGES.missing, header: async () => undefined },
  { name: 'a token that is not a JWT', status: 401, msg: AUTH_MESSAGES.invalid, header: async () => 'Bearer not-a-jwt' },
  { name: 'an expired token', status: 401, msg: AUTH_MESSAGES.expired, header: async (t, c) => `Bearer ${await expiredToken(t.secret(), c)}` },
  { name: 'an alg:none token', status: 401, msg: AUTH_MESSAGES.invalid, header: async (_t, c) => `Bearer ${algNoneToken(c)}` },
  { name: 'a token signed with another secret', status: 401, msg: AUTH_MESSAGES.invalid, header: async (_t, c) => `Bearer ${await wrongSecretToken(c)}` },
  { name: 'a token without exp', status: 401, msg: AUTH_MESSAGES.invalid, header: async (t, c) => `Bearer ${await noExpToken(t.secret(), c)}` },
];

/**
 * Registers one test per call and bad token, plus the wrong role and an account that no longer
 * exists. `snapshot` reads back whatever the calls could change.
 */
export function describeAuthorizationMatrix(t: TestApp, calls: ProtectedCall[], snapshot: () => Promise<unknown>): void {
  describe('authorization matrix', () => {
    const send = (call: ProtectedCall, authorization: string | undefined) => {
      const request = call.request();
      return t.app.inject({ ...request, headers: { ...(request.headers ?? {}), ...(authorization ? { authorization } : {}) } });
    };

    async function expectRefused(call: ProtectedCall, authorization: string | undefined, status: number, msg: string) {
      const before = await snapshot();
      const res = await send(call, authorization);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { msg } });
      expect(await snapshot()).toEqual(before);
    }

    describe.each(calls.map((call) => [call.title, call] as const))('%s', (_title, call) => {
      it.each(BAD_TOKENS.map((bad) => [bad.name, bad] as const))('refuses %s and changes nothing', async (_name, bad) => {
        const customer = await t.signUpCustomer();
        const claims = call.access === 'store' ? { store_id: 1, store_name: 'x' } : { user_id: customer.user_id, username: customer.username };
        await expectRefused(call, await bad.header(t, claims), bad.status, bad.msg);
      });

      if (call.access !== 'any-signed-in') {
        it(`refuses a ${call.access === 'customer' ? 'store' : 'customer'} token with 403 and changes nothing`, async () => {
          const other = call.access === 'customer' ? await t.signUpStore() : await t.signUpCustomer();
          await expectRefused(call, other.auth.authorization, 403, call.access === 'customer' ? AUTH_MESSAGES.customersOnly : AUTH_MESSAGES.storesOnly);
        });
      }

      it('refuses a valid token of an account that does not exist (401) and changes nothing', async () => {
        const claims = call.access === 'store' ? { store_id: 2_000_000_000, store_name: 'ghost_store' } : { user_id: 2_000_000_000, username: 'ghost_user' };
        await expectRefused(call, `Bearer ${await validToken(t.secret(), claims)}`, 401, AUTH_MESSAGES.gone);
      });
    });
  });
}
