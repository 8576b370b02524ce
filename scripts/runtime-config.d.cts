/** Types of runtime-config.cjs, for the shell's server (TypeScript) that bundles it. */
type Environment = Record<string, string | undefined>;

export interface Ports {
  shell: number;
  customer: number;
  seller: number;
  api: number;
}

export interface Origins {
  shell: string;
  customer: string;
  seller: string;
  api: string;
}

export interface EnvironmentRuntimeConfig {
  apiUrl: string;
  remotes: { customer: string; seller: string };
}

export function ports(env?: Environment): Ports;
export function origins(env?: Environment): Origins;
export function runtimeConfig(env?: Environment): EnvironmentRuntimeConfig;
export function apiEnvironment(root: string): Record<string, string>;
