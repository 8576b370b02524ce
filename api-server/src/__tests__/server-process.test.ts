/**
 * The real entry point (src/index.ts) as a process: configuration errors stop it with a clear
 * message; SIGTERM stops it cleanly after it has served.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(120_000);

const serverDir = path.resolve(__dirname, '../..');

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/index.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with invalid configuration, naming each problem', async () => {
    const server = start({ DATA_DIR: dataDir, PORT: 'eighty', JWT_SECRET: 'short' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:/);
    expect(server.output()).toMatch(/PORT must be a whole number from 1 to 65535, got "eighty"/);
    expect(server.output()).toMatch(/JWT_SECRET must be at least 32 characters/);
  });

  it('serves, then on SIGTERM shuts down cleanly (exit 0) and keeps what it stored', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    try {
      let health: Response | undefined;
      for (let i = 0; i < 200 && !health; i++) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health) await new Promise((r) => setTimeout(r, 250));
      }
      expect(health?.status).toBe(200);
      const reg = await fetch(`http://127.0.0.1:${port}/api/user/reg`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'process_user', password: 'password123', full_location: 'Here' }),
      });
      expect(reg.status).toBe(201);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/"signal":"SIGTERM","msg":"shutting down"/);
      expect(fs.existsSync(path.join(dataDir, 'marketplace.sqlite'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
