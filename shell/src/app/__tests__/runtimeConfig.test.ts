import '../../test/setup';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from '../runtimeConfig';

const valid = {
  apiUrl: 'http://localhost:4000',
  remotes: { customer: 'http://localhost:8081/mf-manifest.json', seller: 'http://localhost:8082/mf-manifest.json' },
};
const CONFIG_URL = 'http://shell.test/config.json';

describe('runtime configuration', () => {
  it('accepts the API URL and both remote URLs', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it.each([
    ['not an object', 'nope', /not a JSON object/],
    ['no apiUrl', { remotes: valid.remotes }, /"apiUrl"/],
    ['no remotes', { apiUrl: valid.apiUrl }, /"remotes"/],
    ['no seller remote', { apiUrl: valid.apiUrl, remotes: { customer: valid.remotes.customer } }, /"remotes.seller"/],
    ['an empty customer URL', { apiUrl: valid.apiUrl, remotes: { ...valid.remotes, customer: ' ' } }, /"remotes.customer"/],
  ])('refuses %s, naming the field', (_case, value, message) => {
    expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(value)).toThrow(message);
  });

  it('fetches /config.json', async () => {
    server.use(http.get(CONFIG_URL, () => HttpResponse.json(valid)));
    await expect(fetchRuntimeConfig(CONFIG_URL)).resolves.toEqual(valid);
  });

  it('says which status the server answered', async () => {
    server.use(http.get(CONFIG_URL, () => new HttpResponse(null, { status: 404 })));
    await expect(fetchRuntimeConfig(CONFIG_URL)).rejects.toThrow(`${CONFIG_URL} answered 404`);
  });

  it('says when the answer is not JSON', async () => {
    server.use(http.get(CONFIG_URL, () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })));
    await expect(fetchRuntimeConfig(CONFIG_URL)).rejects.toThrow('is not valid JSON');
  });
});
