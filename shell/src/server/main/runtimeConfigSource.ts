import { readFile } from 'node:fs/promises';
// The one reading of the front ends' environment, shared with the scripts that start them.
import { runtimeConfig } from '../../../../scripts/runtime-config.cjs';
import { parseRuntimeConfig, type RuntimeConfig } from '../../app/runtimeConfig';

/**
 * The runtime configuration as it is now: the file's (RUNTIME_CONFIG_FILE, read each time, so an
 * edit takes effect without a restart) or the environment's (scripts/runtime-config.cjs: the
 * defaults are `npm start`'s ports).
 */
export async function readRuntimeConfig(file: string | undefined, env: NodeJS.ProcessEnv): Promise<RuntimeConfig> {
  if (file) return parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8')));
  return parseRuntimeConfig(runtimeConfig(env));
}
