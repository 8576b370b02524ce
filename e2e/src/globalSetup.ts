/**
 * Starts what `npm start` starts, from the production builds, on free ports: the API with a fresh
 * DATA_DIR holding one operator account, and the shell and the three remotes (customer, seller,
 * operator) each on its own origin. Returns the teardown that stops
 * them all and removes the data directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { assertBuilt, builds, createOperator, freePort, manifestUrl, originOf, startApi, startShell, startStatic, writeRuntimeConfig, type ServerProcess } from './processes';
import { PASSWORD } from './apiClient';
import { publishStackEnv } from './stackEnv';

const OPERATOR_NAME = 'e2e_operator';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  assertBuilt();
  const [apiPort, shellPort, customerPort, sellerPort, operatorPort, spareShellPort] = await Promise.all(
    Array.from({ length: 6 }, () => freePort()),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-'));
  const shellUrl = originOf(shellPort);
  const customerUrl = originOf(customerPort);
  const sellerUrl = originOf(sellerPort);
  const operatorUrl = originOf(operatorPort);
  const apiUrl = originOf(apiPort);

  const servers: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    createOperator(dataDir, OPERATOR_NAME, PASSWORD);
    const startedApi = startApi({
      port: apiPort,
      dataDir,
      // Only the shells' origins call the API, as in production.
      corsOrigins: [shellUrl, originOf(spareShellPort)],
    });
    const configFile = path.join(dataDir, 'shell-config.json');
    writeRuntimeConfig(configFile, { apiUrl, remotes: { customer: manifestUrl(customerUrl), seller: manifestUrl(sellerUrl), operator: manifestUrl(operatorUrl) } });
    const startedStatics = Promise.all([
      startStatic({ name: 'customer', dir: builds.customer, port: customerPort }),
      startStatic({ name: 'seller', dir: builds.seller, port: sellerPort }),
      startStatic({ name: 'operator', dir: builds.operator, port: operatorPort }),
    ]);
    servers.push(await startedApi, ...(await startedStatics));
    // The shell's server loads the remotes' server builds at start: they are up by now.
    servers.push(await startShell({ port: shellPort, configFile }));
  } catch (error) {
    await stopAll();
    throw error;
  }
  publishStackEnv({ apiUrl, shellUrl, customerUrl, sellerUrl, operatorUrl, operatorName: OPERATOR_NAME, spareShellPort, dataDir });
  return stopAll;
}
