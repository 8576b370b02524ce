/** @jest-environment node */
import { TOKEN_COOKIE } from 'shared-api';
import { TOKEN_COOKIE_NAME, tokenFromCookie } from '../session';

it('is the cookie the browser keeps the token in', () => {
  expect(TOKEN_COOKIE_NAME).toBe(TOKEN_COOKIE);
});

it.each([
  ['token=x', 'x'],
  ['token =x', 'x'],
  [' token=x', 'x'],
  ['theme=dark;token=x', 'x'],
  ['theme=dark;  token = x ', 'x'],
  ['token=a; token=b', 'a'],
  ['token=%61%2Eb', 'a.b'],
  ['token="x"', '"x"'],
  ['token=', undefined],
  ['token= ', undefined],
  ['token', undefined],
  ['mytoken=x', undefined],
  ['TOKEN=x', undefined],
  ['', undefined],
  [undefined, undefined],
])('%p → %p', (header, token) => {
  expect(tokenFromCookie(header)).toBe(token);
});
