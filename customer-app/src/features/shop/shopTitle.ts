import { SITE_NAME } from 'shared-api/remote-routes';
import { countryName, type CountryNames } from 'shared-api/country-names';
import type { Translate } from 'shared-ui';
import type { ShopFilters } from './shopFilters';

/** What the shopper looks for: the suffix of the head's messages that say it, and their values. */
export interface ShopLookingFor {
  kind: '' | 'Query' | 'Country' | 'QueryCountry';
  values: { q: string; country: string; siteName: string };
}

/** The search, the country, both or neither, from the address's filters. */
export function shopLookingFor(filters: Pick<ShopFilters, 'q' | 'country'>, countryNames: CountryNames): ShopLookingFor {
  const q = filters.q.trim();
  const country = filters.country ? countryName(filters.country, countryNames) : '';
  const kind = q && country ? 'QueryCountry' : q ? 'Query' : country ? 'Country' : '';
  return { kind, values: { q, country, siteName: SITE_NAME } };
}

/** The shop's title (the head's and the tab's): `t` is the shop messages' plain translator. */
export function shopTitle(t: Translate, lookingFor: ShopLookingFor): string {
  return t(`head.title${lookingFor.kind}`, lookingFor.values);
}
