import { i18n } from '../core';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO timestamp in the reader's own time zone, written the page's way (its language, or the one
 * given): "Nov 23, 2026, 10:15 AM", "23 nov 2026, 10:15", "2026/11/23 10:15"; text that is no date
 * stays as it is.
 */
export function formatLocalDateTime(iso: string, language: string = i18n.language || 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format.format(date);
}
