/**
 * What may run where, checked at start: one process per SQLite data directory (a killed one never
 * blocks a restart), and PostgreSQL only with a shared signing secret.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startHealthyServer, startServer, type ServerProcess } from '../../test/helpers/server-process';

jest.setTimeout(120_000);

describe('topology guards at start', () => {
  const servers: ServerProcess[] = [];
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-topology-'));
  });
  afterAll(() => {
    for (const server of servers) server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second instance on the same SQLite DATA_DIR with a clear message; after the first is killed (-9), a restart works', async () => {
    const first = await startHealthyServer({ DATA_DIR: dataDir, INSTANCE_ID: 'first' });
    servers.push(first);
    const second = startServer({ DATA_DIR: dataDir }, await freePort());
    servers.push(second);
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toMatch(/Another API instance is already running on DATA_DIR .*api-topology-.*SQLite serves one process.*DATABASE_URL/s);
    expect((await fetch(`${first.url}/api/health`)).headers.get('x-instance-id')).toBe('first');

    first.child.kill('SIGKILL');
    await first.exited;
    const restarted = await startHealthyServer({ DATA_DIR: dataDir });
    servers.push(restarted);
    const res = await fetch(`${restarted.url}/api/health`);
    expect(res.status).toBe(200);
    // Without INSTANCE_ID each process makes up its own.
    expect(res.headers.get('x-instance-id')).toMatch(/^[A-Za-z0-9._:-]+$/);
    expect(res.headers.get('x-instance-id')).not.toBe('first');
  });

  it('refuses DATABASE_URL without JWT_SECRET at start, saying why', async () => {
    const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, await freePort());
    servers.push(server);
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/JWT_SECRET is required with DATABASE_URL: every API instance on the database must sign and check tokens with the same secret/);
  });
});
