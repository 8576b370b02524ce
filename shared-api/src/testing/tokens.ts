/** Unsigned JWTs for tests: the client only decodes tokens, the server verifies them. */
function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function fakeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 24 * 3600;

export function customerToken(user_id = 1, username = 'alice', exp = inAWeek()): string {
  return fakeToken({ user_id, username, exp, iat: exp - 7 * 24 * 3600 });
}

export function storeToken(store_id = 10, store_name = 'tokyo-goods', exp = inAWeek()): string {
  return fakeToken({ store_id, store_name, exp, iat: exp - 7 * 24 * 3600 });
}

export function operatorToken(operator_id = 1, operator_name = 'ops-ana', exp = inAWeek()): string {
  return fakeToken({ operator_id, operator_name, exp, iat: exp - 7 * 24 * 3600 });
}
