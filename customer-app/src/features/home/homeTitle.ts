import { SITE_NAME } from 'shared-api/remote-routes';
import type { Translate } from 'shared-ui';

/** The home page's title (the head's and the tab's): `t` is the home messages' plain translator. */
export function homeTitle(t: Translate): string {
  return t('head.title', { siteName: SITE_NAME });
}
