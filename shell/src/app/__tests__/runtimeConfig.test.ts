import '../../test/setup';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { customerPages, remotePages, sellerPages } from '../../test/sitePages';
import { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from '../runtimeConfig';

const valid = {
  apiUrl: 'http://localhost:4000',
  remotes: { customer: 'http://localhost:8081/mf-manifest.json', seller: 'http://localhost:8082/mf-manifest.json' },
  pages: remotePages,
};
const CONFIG_URL = 'http://shell.test/config.json';

describe('runtime configuration', () => {
  it("accepts the API URL, the remotes' URLs and their page descriptions", () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('takes any number of remotes by any federation name (the list is data)', () => {
    const remotes = { ...valid.remotes, operator: 'http://localhost:8083/mf-manifest.json' };
    expect(parseRuntimeConfig({ apiUrl: valid.apiUrl, remotes }).remotes).toEqual(remotes);
    expect(parseRuntimeConfig({ apiUrl: valid.apiUrl, remotes }).pages).toEqual({});
  });

  it('refuses a bad page description with a clear log, keeping the others', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = parseRuntimeConfig({ ...valid, pages: { customer: { ...customerPages, pages: 'all of them' }, seller: sellerPages, unknown: sellerPages } });
    expect(config.pages).toEqual({ seller: sellerPages });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('the page description of "customer" is refused: "pages" must be a list'));
    error.mockRestore();
  });

  it.each([
    ['not an object', 'nope', /not a JSON object/],
    ['no apiUrl', { remotes: valid.remotes }, /"apiUrl"/],
    ['no remotes', { apiUrl: valid.apiUrl }, /"remotes"/],
    ['no remote at all', { apiUrl: valid.apiUrl, remotes: {} }, /names no remote/],
    ['a remote name that is not a federation name', { apiUrl: valid.apiUrl, remotes: { 'a b': valid.remotes.customer } }, /"remotes.a b"/],
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
