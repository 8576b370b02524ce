import Cookies from 'js-cookie';
import { customerToken, fakeToken } from '../../testing';
import { decodeToken, getToken, removeToken, storeToken, TOKEN_COOKIE } from '../token';

// js-cookie stands for what other code (and the shell's server) reads and writes: the same cookie.
afterEach(() => Cookies.remove(TOKEN_COOKIE, { path: '/' }));

describe('the token cookie', () => {
  test('a stored token is read back, by this module and by a cookie library alike', () => {
    const token = customerToken(7, 'alice');
    storeToken(token);
    expect(getToken()).toBe(token);
    expect(Cookies.get(TOKEN_COOKIE)).toBe(token);
  });

  test('a token set by a cookie library is read, among other cookies', () => {
    Cookies.set('theme_hint', 'dark', { path: '/' });
    Cookies.set(TOKEN_COOKIE, 'a.b.c', { path: '/' });
    Cookies.set('tokenish', 'other', { path: '/' });
    expect(getToken()).toBe('a.b.c');
    Cookies.remove('theme_hint', { path: '/' });
    Cookies.remove('tokenish', { path: '/' });
  });

  test('no cookie, an empty one, or one that is not valid percent-encoding is no token', () => {
    expect(getToken()).toBeUndefined();
    document.cookie = `${TOKEN_COOKIE}=; path=/`;
    expect(getToken()).toBeUndefined();
    document.cookie = `${TOKEN_COOKIE}=%E0%A4%A; path=/`;
    expect(getToken()).toBeUndefined();
  });

  test('removing it signs the browser out', () => {
    storeToken(customerToken());
    removeToken();
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`);
  });
});

describe('decodeToken', () => {
  test('reads the claims of the payload, base64url and UTF-8 included', () => {
    // "?" and ">" make "/" and "+" in plain base64: base64url writes them as "_" and "-".
    const claims = { user_id: 5, username: 'Zoë 東京 ??>>', exp: 2_000_000_000 };
    const token = fakeToken(claims);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeToken(token)).toEqual(claims);
  });

  test.each([
    ['no payload part', 'just-one-part'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${Buffer.from('not json').toString('base64url')}.c`],
    ['a payload that is not an object', `a.${Buffer.from('42').toString('base64url')}.c`],
  ])('gives an Error for %s', (_what, token) => {
    const decoded = decodeToken(token);
    expect(decoded).toBeInstanceOf(Error);
    expect((decoded as Error).message).toMatch(/^Invalid token specified: /);
  });
});
