import { directionOf, type Language } from 'shared-ui';

/**
 * `<html lang dir>` for a language (the server writes them; the browser keeps them in step on a
 * switch). Each is written only when it changes: Chromium restyles the whole page on a write of
 * `lang` or `dir` even of the value already there (5-9 ms on a shop page here), and at start-up
 * the server's values are always the right ones.
 */
export function setDocumentLanguage(language: Language, doc: Document = document): void {
  const root = doc.documentElement;
  const direction = directionOf(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== direction) root.dir = direction;
}
