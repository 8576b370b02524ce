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
import { i18n as pageTranslations } from './instance';
import type { Translate, Translations } from './translations';

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

type TransComponent = typeof import('./Trans').default;
let linguiTrans: TransComponent | undefined;
let transLoading: Promise<void> | undefined;

/** Loads `<Trans>`'s code (once); a Trans rendered after this renders at once. */
export function loadTrans(): Promise<void> {
  return (transLoading ??= import(/* webpackChunkName: "trans" */ './Trans').then((module) => {
    linguiTrans = module.default;
  }));
}

/**
 * A message with elements inside it (links, hidden text): its tags become the given elements. Its
 * code (Lingui's Trans) is a chunk of its own, loaded the first time one renders (the render
 * suspends meanwhile, as for a namespace): most pages, the home page among them, have none. The
 * server renders it whole; hydration keeps the server's markup until the chunk is in.
 */
export function Trans(props: React.ComponentProps<TransComponent>) {
  const LinguiTrans = linguiTrans;
  if (!LinguiTrans) throw loadTrans();
  return <LinguiTrans {...props} />;
}
