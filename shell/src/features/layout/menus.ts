import type { MenuPlace } from 'shared-api/remote-pages';
import type { SiteMenuEntry, SitePages } from '../routing';

/** An item of the header or the mobile menu: a remote's link, or the shell's own sign-out. */
export type NavEntry = { kind: 'link'; link: SiteMenuEntry } | { kind: 'logout' };

/**
 * The items `identity` ('guest' or an identity kind) sees in one place: every remote's entries for
 * it, by their `order`, then the shell's sign-out for anyone signed in.
 */
export function menuOf(site: SitePages, identity: string, place: MenuPlace): NavEntry[] {
  const links = site.menus
    .filter((entry) => entry.identity === identity && entry.places.includes(place))
    .sort((a, b) => a.order - b.order)
    .map((link): NavEntry => ({ kind: 'link', link }));
  return identity === 'guest' ? links : [...links, { kind: 'logout' }];
}

/** A stable React key of an item. */
export const navEntryKey = (entry: NavEntry): string => (entry.kind === 'logout' ? 'logout' : `${entry.link.remote} ${entry.link.to}`);
