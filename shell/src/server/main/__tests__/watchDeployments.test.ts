/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { deploymentKey, every } from '../watchDeployments';
import { serverEntryOf } from '../../worker/serverRenderedRemotes';
import { customerPages, remotePages } from '../../../test/sitePages';

// Only the customer remote describes server-rendered pages: the seller's manifest is never asked for (msw refuses it).
const config = (customer: string, pages = remotePages) => ({ apiUrl: 'http://api.test', remotes: { customer, seller: 'http://seller.test/mf-manifest.json' }, pages });
let manifest: string | null = '{"id":"customer","metaData":{"buildInfo":{"buildVersion":"b1"}}}';
const remote = setupServer(
  http.get('http://customer.test/server/mf-manifest.json', () => (manifest === null ? HttpResponse.error() : HttpResponse.text(manifest))),
  http.get('http://moved.test/v2/server/mf-manifest.json', () => HttpResponse.text('{"id":"customer","v":2}')),
  http.get('http://named.test/server/mf-manifest.json', () => HttpResponse.text('{"id":"customer","metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}}}')),
  http.get('http://named.test/server/remoteEntry.js', () => (entry === null ? HttpResponse.text('gone', { status: 404 }) : HttpResponse.text(entry))),
);
let entry: string | null = 'module.exports = "build 1"';
beforeAll(() => remote.listen({ onUnhandledRequest: 'error' }));
afterAll(() => remote.close());

test("a remote's server build sits in server/ beside the browser entry the configuration names", () => {
  expect(serverEntryOf('https://cdn.example/customer/v7/mf-manifest.json')).toBe('https://cdn.example/customer/v7/server/mf-manifest.json');
  expect(serverEntryOf('http://localhost:8081/remoteEntry.js')).toBe('http://localhost:8081/server/remoteEntry.js');
});

test('the deployment key changes with a new build in place, a move, and a remote going down or coming back; not otherwise', async () => {
  const first = await deploymentKey(config('http://customer.test/mf-manifest.json'));
  expect(await deploymentKey(config('http://customer.test/mf-manifest.json'))).toBe(first);

  manifest = '{"id":"customer","metaData":{"buildInfo":{"buildVersion":"b2"}}}';
  const rebuilt = await deploymentKey(config('http://customer.test/mf-manifest.json'));
  expect(rebuilt).not.toBe(first);

  const moved = await deploymentKey(config('http://moved.test/v2/mf-manifest.json'));
  expect(moved).not.toBe(rebuilt);

  manifest = null;
  const down = await deploymentKey(config('http://customer.test/mf-manifest.json'));
  expect(down).toContain('unreachable');
  manifest = '{"id":"customer","metaData":{"buildInfo":{"buildVersion":"b2"}}}';
  expect(await deploymentKey(config('http://customer.test/mf-manifest.json'))).toBe(rebuilt);
});

test('the deployment key changes when the entry the manifest names changes under an unchanged manifest (a deploy in place, copied in any order)', async () => {
  const named = config('http://named.test/mf-manifest.json');
  const first = await deploymentKey(named);
  expect(await deploymentKey(named)).toBe(first);
  entry = 'module.exports = "build 2"';
  const rebuilt = await deploymentKey(named);
  expect(rebuilt).not.toBe(first);
  entry = null;
  expect(await deploymentKey(named)).not.toBe(rebuilt);
  entry = 'module.exports = "build 2"';
  expect(await deploymentKey(named)).toBe(rebuilt);
});

test("the deployment key changes with a remote's page description", async () => {
  const before = await deploymentKey(config('http://customer.test/mf-manifest.json'));
  const withNewPage = { ...remotePages, customer: { ...customerPages, pages: [...customerPages.pages, { path: '/gift-cards', access: 'public' }] } };
  expect(await deploymentKey(config('http://customer.test/mf-manifest.json', withNewPage))).not.toBe(before);
});

describe('every', () => {
  // The server listens once the first check (the first render pool) is done, failed or not.
  it('settles firstCheck when the first check has finished, also when it failed (logged, not thrown)', async () => {
    const logged: string[] = [];
    let finished = false;
    const ok = every(60_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    }, (line) => logged.push(line));
    await ok.firstCheck;
    expect(finished).toBe(true);
    ok.stop();

    const failing = every(60_000, () => Promise.reject(new Error('manifest unreachable')), (line) => logged.push(line));
    await expect(failing.firstCheck).resolves.toBeUndefined();
    expect(logged).toEqual(['[shell] deployment check failed: manifest unreachable']);
    failing.stop();
  });
});
