/** A UTC day ("2026-11-23") as a short label ("Nov 23") and a long one ("Mon, Nov 23, 2026"): the API's days are UTC days. */
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const parse = (day: string) => new Date(`${day}T00:00:00.000Z`);

export const formatDay = (day: string): string => (Number.isNaN(parse(day).getTime()) ? day : short.format(parse(day)));
export const formatDayLong = (day: string): string => (Number.isNaN(parse(day).getTime()) ? day : long.format(parse(day)));
