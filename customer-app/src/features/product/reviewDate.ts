/**
 * A review's date in the page's language, as a day in UTC: the server renders the product page, and
 * the browser must write the same text when it hydrates it (a reader's own time zone would differ).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function reviewDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format.format(date);
}

/** The longest review text the API takes (after trimming). */
export const REVIEW_TEXT_MAX = 2000;
