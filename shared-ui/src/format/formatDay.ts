/**
 * A UTC day ("2026-11-23") as a short label ("Nov 23") and a long one ("Fri, Jan 30, 2026") in a
 * language (Intl with the page's language: "23 nov", "٢٣ نوفمبر", "11月23日"): the API's days are UTC days.
 */
const formats = new Map<string, { short: Intl.DateTimeFormat; long: Intl.DateTimeFormat }>();

function formatsOf(language: string) {
  let found = formats.get(language);
  if (!found) {
    found = {
      short: new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    };
    formats.set(language, found);
  }
  return found;
}

const parse = (day: string) => new Date(`${day}T00:00:00.000Z`);

export const formatDay = (day: string, language: string): string => (Number.isNaN(parse(day).getTime()) ? day : formatsOf(language).short.format(parse(day)));
export const formatDayLong = (day: string, language: string): string => (Number.isNaN(parse(day).getTime()) ? day : formatsOf(language).long.format(parse(day)));
