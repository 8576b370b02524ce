import { assetUrl, configureApi, getApiUrl, liveUrl } from '../config';
import { errorMessage, errorStatus } from '../errors';

afterEach(() => configureApi({}));

describe('runtime configuration', () => {
  test('the API is the page’s own origin by default', () => {
    expect(getApiUrl()).toBe(location.origin);
  });

  test('the host passes the API URL (a trailing slash is dropped)', () => {
    configureApi({ apiUrl: 'https://api.example.com/' });
    expect(getApiUrl()).toBe('https://api.example.com');
    configureApi({ apiUrl: '' });
    expect(getApiUrl()).toBe(location.origin);
  });

  test('image paths load from the API host', () => {
    configureApi({ apiUrl: 'http://localhost:4000' });
    expect(assetUrl('/uploads/products/a.webp')).toBe('http://localhost:4000/uploads/products/a.webp');
    expect(assetUrl('uploads/a.webp')).toBe('http://localhost:4000/uploads/a.webp');
    expect(assetUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
    expect(assetUrl('')).toBe('');
  });

  test('the live channel is the API URL with http→ws', () => {
    configureApi({ apiUrl: 'http://localhost:4000' });
    expect(liveUrl()).toBe('ws://localhost:4000/api/live');
    configureApi({ apiUrl: 'https://api.example.com' });
    expect(liveUrl()).toBe('wss://api.example.com/api/live');
  });
});

describe('errorMessage', () => {
  test('the server’s msg when it sent one, else the fallback', () => {
    expect(errorMessage({ status: 409, data: { msg: 'Username taken' } }, 'Registration failed')).toBe('Username taken');
    expect(errorMessage({ status: 500, data: 'Internal' }, 'Registration failed')).toBe('Registration failed');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Registration failed')).toBe('Registration failed');
    expect(errorMessage({ status: 400, data: { msg: '  ' } }, 'Fallback')).toBe('Fallback');
    expect(errorMessage(undefined, 'Fallback')).toBe('Fallback');
  });

  test('errorStatus gives the HTTP status when there is one', () => {
    expect(errorStatus({ status: 404, data: {} })).toBe(404);
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });
});
