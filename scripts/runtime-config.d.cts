/** Types of runtime-config.cjs, for the shell's server (TypeScript) that bundles it. */
type Environment = Record<string, string | undefined>;

/** The shell's, the API's and each remote workspace's port (customer, seller, operator). */
export type Ports = { shell: number; api: number } & Record<string, number>;

/** The public origin of the shell, the API and each remote workspace. */
export type Origins = { shell: string; api: string } & Record<string, string>;

export interface EnvironmentRuntimeConfig {
  apiUrl: string;
  /** Each remote's federation name → its manifest URL. */
  remotes: Record<string, string>;
}

export interface RemoteWorkspace {
  name: string;
  dir: string;
  port: number;
}

export const remoteWorkspaces: readonly RemoteWorkspace[];
export const DEFAULT_REMOTES: readonly string[];
export function ports(env?: Environment): Ports;
export function origins(env?: Environment): Origins;
export function remotes(env?: Environment, names?: readonly string[]): Record<string, string>;
export function runtimeConfig(env?: Environment, names?: readonly string[]): EnvironmentRuntimeConfig;
export function localRemotes(root: string, file?: string): RemoteWorkspace[];
export function apiEnvironment(root: string, names?: readonly string[]): Record<string, string>;
