import { directionOf, type Language } from 'shared-ui';

/** `<html lang dir>` for a language (the server writes them; the browser keeps them in step on a switch). */
export function setDocumentLanguage(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
