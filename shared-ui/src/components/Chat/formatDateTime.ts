import { i18n } from 'shared-ui';

/** An ISO timestamp as the reader's local date and time in the page's language (e.g. "3/1/2026, 11:15:00 AM"); text that is no date stays as it is. */
export function formatDateTime(iso: string, language: string = i18n.language || 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(language);
}
