/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl in a temporary directory, on a free port),
 * for tests that stop and start the database: the machine's shared server is never touched.
 * PostgreSQL refuses to run as root, so under root the server runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface OwnPostgres {
  url: string;
  port: number;
  start(): void;
  /** `pg_ctl stop -m fast`: open connections are ended, new ones refused. */
  stop(): void;
  /** Stops the server and removes its files. */
  destroy(): void;
}

export const ownPostgresAvailable = (): boolean => fs.existsSync(path.join(BIN, 'initdb'));

function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
}

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  let running = false;
  const server: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run(path.join(BIN, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    stop() {
      if (!running) return;
      run(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        server.stop();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  server.start();
  return server;
}
