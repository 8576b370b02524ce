/**
 * Starts the built API (`node api-server/dist/index.js`) as a separate process, the way it runs in
 * production, on a free port. Logging is at `warn`: the per-request `info` lines cost a large share
 * of a small read's time and the bare server it is compared with logs nothing either. `checkout`
 * (default: this repository) runs another checkout's build, from that checkout's folder.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, root, startProcess, stopProcess, waitForUrl } from './util.mjs';

export const BENCH_LOG_LEVEL = 'warn';

export async function startApi({ dataDir, databaseUrl, env = {}, checkout = root, name = 'api' }) {
  const port = await freePort();
  const jwtSecret = randomBytes(48).toString('base64url');
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = startProcess(name, process.execPath, [...profile, path.join(checkout, 'api-server/dist/index.js')], {
    cwd: checkout,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: BENCH_LOG_LEVEL,
      SEED_DEMO: '0',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health`, { timeoutMs: 120_000, child });
  return { url, port, jwtSecret, child, stop: () => stopProcess(child) };
}

/** A customer token the API accepts (same claims and algorithm as api-server/src/auth/tokens.ts). */
export async function customerToken(jwtSecret, userId, username) {
  const { SignJWT } = await import('jose');
  return new SignJWT({ user_id: userId, username })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(jwtSecret));
}
