import { errorStatus, type Store } from 'shared-api';
import { SITE_NAME } from 'shared-api/remote-routes';
import type { Translate } from 'shared-ui';

/** Whether the store does not exist (no name, or the API says so) rather than failed to load. */
export function isStoreMissing(storeName: string, error: unknown): boolean {
  return !storeName || errorStatus(error) === 404;
}

/**
 * The store page's title (the head's and the tab's): the store's, or without it, not found or failed
 * to load. `t` is the store page messages' plain translator.
 */
export function storeTitle(t: Translate, store: Pick<Store, 'store_name'> | undefined, missing: boolean): string {
  if (!store) return t(missing ? 'head.notFoundTitle' : 'head.failedTitle', { siteName: SITE_NAME });
  return t('head.title', { storeName: store.store_name, siteName: SITE_NAME });
}
