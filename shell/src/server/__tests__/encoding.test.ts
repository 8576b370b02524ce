/** @jest-environment node */
import { acceptEncodingForFiles, acceptedEncodings, preferredEncoding } from '../encoding';

describe('Accept-Encoding negotiation (q values count)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0.4, br;q=0.8', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    // Everything refused: the body as it is rather than a 406.
    ['identity;q=0', 'identity'],
    ['*;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('sends small bodies as they are, unless identity is refused', () => {
    expect(preferredEncoding('br, gzip', 500)).toBe('identity');
    expect(preferredEncoding('identity;q=0, gzip', 500)).toBe('gzip');
    expect(preferredEncoding('*;q=0, br', 500)).toBe('br');
  });

  it('lists what a request takes, best first, never what it gives q=0', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('gzip, identity;q=0')).toEqual(['gzip']);
  });

  it('hands sirv only the chosen coding (sirv alone would send Brotli for br;q=0)', () => {
    expect(acceptEncodingForFiles('br;q=0, gzip')).toBe('gzip');
    expect(acceptEncodingForFiles('gzip;q=0, br;q=0')).toBe('');
    expect(acceptEncodingForFiles('gzip, br')).toBe('br');
  });
});
