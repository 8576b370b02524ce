/**
 * Reading messages in components: `const { t, i18n } = useTranslation(cartMessages)`, then
 * `t('summary.total', { amount })`. A namespace not yet loaded in the active language suspends
 * the component (React Suspense) while just that chunk loads; a language change re-renders every
 * component that translates, in the shell and every remote (one shared instance).
 *
 * The translations are the page's one instance, or the server's per-request one
 * (TranslationsProvider).
 */
import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { TransNoContext } from '@lingui/react/server';
import type { I18n } from '@lingui/core';
import { i18n as pageTranslations } from './instance';
import type { Translate, Translations, TranslationValues } from './translations';

const TranslationsContext = createContext<Translations>(pageTranslations);
TranslationsContext.displayName = 'TranslationsContext';

/** Renders `children` with other translations than the page's (the server: one per request). */
export function TranslationsProvider({ translations, children }: { translations: Translations; children: ReactNode }) {
  return <TranslationsContext value={translations}>{children}</TranslationsContext>;
}

/** The translations this render uses, without subscribing to language changes. */
export function useTranslations(): Translations {
  return use(TranslationsContext);
}

export function useTranslation(namespace: string): { t: Translate; i18n: Translations } {
  const translations = use(TranslationsContext);
  const language = useSyncExternalStore(translations.subscribe, () => translations.language, () => translations.language);
  translations.noteUsed(namespace);
  const loading = translations.load(namespace, language);
  // Thrown rather than use()d: the render is dropped whole until the chunk is in, so the hooks
  // after this line keep their order (a conditional use() broke it).
  if (loading) throw loading;
  const t = useMemo(() => translations.translator(namespace, language), [translations, namespace, language]);
  return { t, i18n: translations };
}

interface TransProps {
  /** The namespace's translator, from useTranslation. */
  t: Translate;
  i18nKey: string;
  values?: TranslationValues;
  /** The elements the message's tags stand for: `<store>{storeName}</store>` with `{ store: <Link … /> }`. */
  components: Record<string, React.ReactElement>;
}

/** A message with elements inside it (links, hidden text): its tags become the given elements. */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  // Lingui's Trans asks only `_` of its instance: here, the namespace's translator.
  const lingui = useMemo(() => ({ i18n: { _: (key: string, given?: TranslationValues) => t(key, given) } as unknown as I18n }), [t]);
  return <TransNoContext id={i18nKey} values={values} components={components} lingui={lingui} />;
}
