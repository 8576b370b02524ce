/**
 * Messages live beside the feature that uses them: `src/features/<feature>/locales/{en,es,ar,ja}.json`
 * (JSON trees of ICU MessageFormat strings) and a `messages.ts` that names the feature's namespace
 * and how to load one language of it:
 *
 *   export const cartMessages = defineMessages('customer.cart', {
 *     en: () => import('./locales/en.json'),
 *     es: () => import('./locales/es.json'), …
 *   });
 *
 * and components read them with shared-ui's `useTranslation`: `const { t } = useTranslation(cartMessages)`.
 * Each language of each namespace is a chunk of its own, compiled at build time
 * (scripts/messages): a page downloads the active language's messages of the features it shows,
 * never every language. One import per language rather than a template (`./locales/${language}.json`):
 * webpack turns a template into a context module of about 470 characters per namespace, these
 * into four short chunk loads.
 */
import type { Language } from './languages';
import type { Translate, Translations } from './translations';

/** One language of a namespace as the build compiles it: message key ("summary.total") → Lingui's compiled message. */
export type CompiledMessages = Record<string, unknown>;
/** A message file as written: nested groups of ICU MessageFormat strings. */
export type MessageTree = { [key: string]: string | MessageTree };
/** How to load each language of a namespace (its compiled JSON module, or the messages themselves in tests). */
export type MessageLoader = Record<Language, () => Promise<{ default: CompiledMessages } | CompiledMessages>>;

const loaders = new Map<string, MessageLoader>();

/** Registers a namespace's loader (once per namespace) and returns the namespace for useTranslation. */
export function defineMessages<Namespace extends string>(namespace: Namespace, load: MessageLoader): Namespace {
  if (!loaders.has(namespace)) loaders.set(namespace, load);
  return namespace;
}

/** Every namespace defined so far (the server and tests load them before rendering). */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}

/** One language of a namespace, or undefined when no feature defined that namespace. */
export async function loadNamespace(language: Language, namespace: string): Promise<CompiledMessages | undefined> {
  const load = loaders.get(namespace);
  if (!load) return undefined;
  const loaded = await load[language]();
  return ('default' in loaded && loaded.default && typeof loaded.default === 'object' ? loaded.default : loaded) as CompiledMessages;
}

/**
 * A translator of one namespace in one language, loaded first: for code that runs outside React
 * in a language that may not be the page's (a server-rendered page's head, a standalone remote's
 * title). Its text values are never isolated: a head's title and structured data are not laid out.
 */
export async function fixedTranslator(translations: Translations, language: Language, namespace: string): Promise<Translate> {
  await translations.loadNamespaces(namespace, language);
  return translations.translator(namespace, language, { plain: true });
}
