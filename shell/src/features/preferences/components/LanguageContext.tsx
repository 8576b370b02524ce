import { createContext } from 'react';
import type { Language } from 'shared-ui';

export interface LanguageChoice {
  /** The page's language (its address's prefix). */
  language: Language;
  /**
   * Switches in place: the messages in use are loaded, every text re-renders (shell and remotes),
   * the address follows (same page, other prefix, query kept), no reload; remembered in the `lang`
   * cookie. Resolves once done.
   */
  switchLanguage: (language: Language) => Promise<void>;
}

export const LanguageContext = createContext<LanguageChoice | null>(null);
