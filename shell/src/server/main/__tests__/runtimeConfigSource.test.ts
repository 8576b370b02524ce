/**
 * @jest-environment node
 *
 * The shell's server reads the runtime configuration, its port and its public origin from the
 * environment exactly as the scripts that start the front ends do (scripts/runtime-config.cjs),
 * or from RUNTIME_CONFIG_FILE when set.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRuntimeConfig } from '../runtimeConfigSource';
import { readSettings } from '../settings';

describe('the runtime configuration', () => {
  it("npm start's ports by default", async () => {
    expect(await readRuntimeConfig(undefined, {})).toEqual({
      apiUrl: 'http://localhost:4000',
      remotes: { customer: 'http://localhost:8081/mf-manifest.json', seller: 'http://localhost:8082/mf-manifest.json' },
      pages: {},
    });
  });

  it('REMOTES lists the remotes as data, as pairs or JSON: a third remote needs no code', async () => {
    const pairs = await readRuntimeConfig(undefined, { REMOTES: 'customer=http://c.test/mf-manifest.json, operator=http://localhost:8083/mf-manifest.json' });
    expect(pairs.remotes).toEqual({ customer: 'http://c.test/mf-manifest.json', operator: 'http://localhost:8083/mf-manifest.json' });
    const json = await readRuntimeConfig(undefined, { REMOTES: JSON.stringify({ seller: 'http://s.test/mf-manifest.json', operator: 'http://o.test/mf-manifest.json' }) });
    expect(Object.keys(json.remotes)).toEqual(['seller', 'operator']);
    await expect(readRuntimeConfig(undefined, { REMOTES: 'customer' })).rejects.toThrow(/REMOTES: "customer" has no manifest URL/);
    await expect(readRuntimeConfig(undefined, { REMOTES: '{not json' })).rejects.toThrow(/REMOTES is not valid JSON/);
  });

  it('each part moved by its own variable; PUBLIC_HOST for the rest', async () => {
    const env = { PUBLIC_HOST: 'shop.lan', API_URL: 'https://api.example/', CUSTOMER_URL: 'https://customer.example/', SELLER_PORT: '9082', SELLER_REMOTE_URL: undefined };
    expect(await readRuntimeConfig(undefined, env)).toEqual({
      apiUrl: 'https://api.example',
      remotes: { customer: 'https://customer.example/mf-manifest.json', seller: 'http://shop.lan:9082/mf-manifest.json' },
      pages: {},
    });
    expect((await readRuntimeConfig(undefined, { SELLER_REMOTE_URL: 'https://cdn.example/seller/v2/mf-manifest.json' })).remotes.seller).toBe('https://cdn.example/seller/v2/mf-manifest.json');
  });

  it('RUNTIME_CONFIG_FILE wins over the environment', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'runtime-config-'));
    const file = path.join(dir, 'config.json');
    writeFileSync(file, JSON.stringify({ apiUrl: 'https://api.file.example', remotes: { customer: 'https://c.example/mf-manifest.json', seller: 'https://s.example/mf-manifest.json' } }));
    try {
      expect((await readRuntimeConfig(file, { API_URL: 'https://api.env.example' })).apiUrl).toBe('https://api.file.example');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the server's port and public origin", () => {
  it('SHELL_PORT and PUBLIC_HOST make the origin, unless SHELL_URL names it', () => {
    expect(readSettings({ SHELL_PORT: '9080', PUBLIC_HOST: 'shop.lan' }, __dirname)).toMatchObject({ port: 9080, siteUrl: 'http://shop.lan:9080' });
    expect(readSettings({ SHELL_URL: 'https://shop.example/anything' }, __dirname)).toMatchObject({ port: 8080, siteUrl: 'https://shop.example' });
  });

  it("keeps the remotes' page descriptions beside its build, or in SHELL_PAGES_FILE", () => {
    expect(readSettings({}, '/srv/shell/dist-server').pagesFile).toBe('/srv/shell/dist-server/remote-pages.json');
    expect(readSettings({ SHELL_PAGES_FILE: '/var/lib/shell/pages.json' }, __dirname).pagesFile).toBe('/var/lib/shell/pages.json');
  });

  it('refuses a port that is not one', () => {
    expect(() => readSettings({ SHELL_PORT: '70000' }, __dirname)).toThrow(/SHELL_PORT/);
  });
});
