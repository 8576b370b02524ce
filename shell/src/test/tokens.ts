/** Unsigned JWTs for tests: the browser only decodes the token (the API verifies signatures). */
function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function jwt(claims: Record<string, unknown>): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ exp, iat: exp - 3600, ...claims })}.signature`;
}

export const customerToken = () => jwt({ user_id: 7, username: 'alice' });
export const storeToken = () => jwt({ store_id: 3, store_name: 'kyoto-crafts' });
export const operatorToken = () => jwt({ operator_id: 1, operator_name: 'ops-ana' });

export function setTokenCookie(token: string): void {
  document.cookie = `token=${token}; path=/`;
}

export function clearTokenCookie(): void {
  document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
