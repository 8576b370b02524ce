/** The two remotes the shell hosts (federation names, also the keys of config.json's `remotes`). */
export const remoteNames = ['customer', 'seller'] as const;

export type RemoteName = (typeof remoteNames)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (remoteNames as readonly string[]).includes(value);
}
