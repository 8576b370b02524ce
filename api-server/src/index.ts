/**
 * Starts the API: validates the configuration, listens, and stops in order on SIGTERM / SIGINT
 * (lifecycle/shutdown.ts: readiness fails first, in-flight requests finish, the process exits
 * within 10 s whatever happens).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { installShutdown } from './lifecycle/shutdown';
import { createLogDestination } from './lifecycle/log-destination';
import { seedDemoData } from './seed';

/** The process exits by then, whatever is still running (load balancers and orchestrators commonly wait 10 s). */
const SHUTDOWN_DEADLINE_MS = 9000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logStream = createLogDestination();
  const app = await buildApp({ config, logStream });
  installShutdown(app, { drainMs: config.shutdownDrainMs, deadlineMs: SHUTDOWN_DEADLINE_MS, log: logStream });
  if (config.seedDemo) app.log.info(await seedDemoData(app), 'demo data ready (SEED_DEMO)');
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  try {
    process.stderr.write(`The API could not start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  } finally {
    process.exit(1);
  }
});
