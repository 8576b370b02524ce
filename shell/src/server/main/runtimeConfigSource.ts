import { readFile } from 'node:fs/promises';
import { parseRuntimeConfig, type RuntimeConfig } from '../../app/runtimeConfig';

/**
 * The runtime configuration as it is now: the file's (RUNTIME_CONFIG_FILE, read each time, so an
 * edit takes effect without a restart) or the environment's. The defaults are `npm start`'s ports.
 */
export async function readRuntimeConfig(file: string | undefined, env: NodeJS.ProcessEnv): Promise<RuntimeConfig> {
  if (file) return parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8')));
  const host = env.PUBLIC_HOST || 'localhost';
  return parseRuntimeConfig({
    apiUrl: (env.API_URL || `http://${host}:${env.API_PORT || 4000}`).replace(/\/+$/, ''),
    remotes: {
      customer: env.CUSTOMER_REMOTE_URL || `${env.CUSTOMER_URL || `http://${host}:${env.CUSTOMER_PORT || 8081}`}/mf-manifest.json`,
      seller: env.SELLER_REMOTE_URL || `${env.SELLER_URL || `http://${host}:${env.SELLER_PORT || 8082}`}/mf-manifest.json`,
    },
  });
}
