/**
 * The store of a remote running standalone (`npm run dev -w customer-app`), where no shell makes one.
 * Not exported from the package's index: the shell's pages never need it, so it stays out of their
 * first load. It imports the package by name so that, inside a remote, it uses the shared singleton.
 */
import { configureApi, followSessionAcrossTabs, initSession, makeStore, type AppStore } from 'shared-api';

/** The API URL from the page's /config.json (served beside the app), or undefined (the page's origin). */
export async function readApiUrl(configUrl = '/config.json'): Promise<string | undefined> {
  try {
    const response = await fetch(configUrl, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const config = (await response.json()) as { apiUrl?: unknown };
    return typeof config.apiUrl === 'string' ? config.apiUrl : undefined;
  } catch {
    return undefined;
  }
}

/** Points the API at its URL, makes the store, starts the stored session's check and follows the other tabs' sign-ins (as the shell does). */
export async function makeStandaloneStore(configUrl?: string): Promise<AppStore> {
  configureApi({ apiUrl: await readApiUrl(configUrl) });
  const store = makeStore();
  store.dispatch(initSession());
  followSessionAcrossTabs(store);
  return store;
}
