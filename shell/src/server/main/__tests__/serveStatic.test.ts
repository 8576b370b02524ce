/**
 * @jest-environment node
 *
 * scripts/serve-static.mjs, the remotes' static server (here as a child process on a free port):
 * the same non-CSP security headers as the shell's server, CORP cross-origin (the shell's pages
 * load these chunks), and q values honoured when a precompressed copy is chosen.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const ENTRY = `var remote = {};\n${'remote.add("something");\n'.repeat(100)}`;
let dir: string;
let child: ChildProcess;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), ENTRY);
  writeFileSync(path.join(dir, 'remoteEntry.js.gz'), gzipSync(ENTRY));
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(__dirname, '../../../../../scripts/serve-static.mjs'), dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('serving')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`serve-static exited with ${code}`)));
  });
});
afterAll(() => {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
});

it.each(['/remoteEntry.js', '/config.json', '/some/page', '/missing.js'])('%s: the security headers', async (pathname) => {
  const answer = await fetch(base + pathname);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect(answer.headers.get('permissions-policy')).toContain('camera=()');
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  expect(answer.headers.get('strict-transport-security')).toBeNull();
});

it('br;q=0 gets the gzip copy, not the Brotli one', async () => {
  const encodingFor = async (acceptEncoding: string) => (await fetch(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': acceptEncoding } })).headers.get('content-encoding');
  expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
  expect(await encodingFor('gzip, br')).toBe('br');
  expect(await encodingFor('br;q=0, gzip;q=0')).toBeNull();
});
