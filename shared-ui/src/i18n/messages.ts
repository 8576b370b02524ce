/**
 * Messages live beside the feature that uses them: `src/features/<feature>/locales/{en,es,ar,ja}.json`
 * and a `messages.ts` that names the feature's namespace and how to load one language of it:
 *
 *   export const cartMessages = defineMessages('customer.cart', (language) => import(`./locales/${language}.json`));
 *
 * and components read them with react-i18next: `const { t } = useTranslation(cartMessages)`.
 * Each language of each namespace is a chunk of its own: a page downloads the active language's
 * messages of the features it shows, never every language.
 */
import type { Language } from './languages';

export type MessageTree = { [key: string]: string | MessageTree };
export type MessageLoader = (language: Language) => Promise<{ default: MessageTree } | MessageTree>;

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
export async function loadNamespace(language: Language, namespace: string): Promise<MessageTree | undefined> {
  const load = loaders.get(namespace);
  if (!load) return undefined;
  const loaded = await load(language);
  return ('default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded) as MessageTree;
}

/**
 * A translator of one namespace in one language, loaded first: for code that runs outside React
 * in a language that may not be the page's (a server-rendered page's head, notifications).
 */
export async function fixedTranslator(i18next: import('i18next').i18n, language: Language, namespace: string): Promise<import('i18next').TFunction> {
  if (!i18next.hasResourceBundle(language, namespace)) {
    const tree = await loadNamespace(language, namespace);
    if (tree) i18next.addResourceBundle(language, namespace, tree, true, false);
  }
  return i18next.getFixedT(language, namespace);
}
