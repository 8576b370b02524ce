import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describeEachDatabase } from '../../test/helpers/app';
import { openApiFromSpecs } from '../../scripts/openapi-from-specs';
import { routeTable, type RouteKey } from '../routes';

describeEachDatabase('OpenAPI document', (t) => {
  it('GET /api/docs/json is the document the client types are generated from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(await openApiFromSpecs())));
  });

  it('documents every call of the route table with its method', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const key of Object.keys(routeTable) as RouteKey[]) {
      const [method, url] = key.split(' ');
      expect(doc.paths[url]?.[method.toLowerCase()]).toBeDefined();
    }
  });

  it('serves the docs UI under /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // A page: helmet's page headers, with the UI's own policy for its scripts, not the answers' "load nothing".
    expect(res.headers).toMatchObject({ 'cross-origin-opener-policy': 'same-origin', 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});

describe('npm run openapi -w api-server', () => {
  it('prints the document built from the route table', async () => {
    const printed = execFileSync('npm', ['run', '--silent', 'openapi', '-w', 'api-server'], { cwd: path.resolve(__dirname, '../../..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
    expect(JSON.parse(printed)).toEqual(JSON.parse(JSON.stringify(await openApiFromSpecs())));
  }, 60_000);
});

describe('generated client types and limits', () => {
  it('shared-api/src/generated/ (types and field limits) matches the current route schemas (run npm run generate -w shared-api)', () => {
    const script = path.resolve(__dirname, '../../../shared-api/scripts/generate.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  }, 60_000);
});
