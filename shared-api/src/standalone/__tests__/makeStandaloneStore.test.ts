import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Cookies from 'js-cookie';
import { waitFor } from '@testing-library/react';
import { configureApi, getApiUrl } from 'shared-api';
import { customerToken } from '../../testing';
import { makeStandaloneStore } from '../makeStandaloneStore';

const CONFIG_URL = 'http://localhost/config.json';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  configureApi({});
  Cookies.remove('token', { path: '/' });
});
afterAll(() => server.close());

describe('makeStandaloneStore', () => {
  it('points the API at the apiUrl of the page’s /config.json', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ apiUrl: 'http://api.example:4000/' })));
    await makeStandaloneStore(CONFIG_URL);
    expect(getApiUrl()).toBe('http://api.example:4000');
  });

  it.each([
    ['is missing', () => new HttpResponse(null, { status: 404 })],
    ['is not JSON', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })],
    ['has no usable apiUrl', () => HttpResponse.json({ apiUrl: 42 })],
  ])('uses the page’s own origin when the configuration %s', async (_case, answer) => {
    server.use(http.get(CONFIG_URL, answer));
    await makeStandaloneStore(CONFIG_URL);
    expect(getApiUrl()).toBe(window.location.origin);
  });

  it('checks the stored session, so a signed-in customer stays signed in', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ apiUrl: 'http://api.example' })));
    Cookies.set('token', customerToken(7, 'maria'), { path: '/' });
    const store = await makeStandaloneStore(CONFIG_URL);
    expect(store.getState().session).toMatchObject({ loading: false, customer: { user_id: 7, username: 'maria' } });
  });

  it('follows the other tabs: a sign-out in one signs this one out', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json({ apiUrl: 'http://api.example' })));
    Cookies.set('token', customerToken(7, 'maria'), { path: '/' });
    const store = await makeStandaloneStore(CONFIG_URL);
    const otherTab = new BroadcastChannel('marketplace-session');
    otherTab.postMessage({ token: null });
    await waitFor(() => expect(store.getState().session).toMatchObject({ loading: false, customer: null }));
    otherTab.close();
  });
});
