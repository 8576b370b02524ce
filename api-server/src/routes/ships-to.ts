/** Ship-to countries (beyond the spec): only names of the marketplace's country list are accepted. */
import { HttpError } from '../errors';
import { isCountryName } from '../schemas/countries';

export const SHIPS_TO_MESSAGES = {
  unknown: (name: string) => `ships_to has a country that is not in the country list: ${JSON.stringify(name.slice(0, 100))} (use names such as "Japan" or "United States")`,
} as const;

/** 400 `{msg, code: 'unknown_country', field: 'ships_to'}` naming the first name not in the country list. */
export function refuseUnknownCountries(names: readonly string[]): void {
  const unknown = names.find((name) => !isCountryName(name));
  if (unknown !== undefined) throw new HttpError(400, SHIPS_TO_MESSAGES.unknown(unknown), { code: 'unknown_country', field: 'ships_to' });
}
