/**
 * The page's languages and messages on Lingui (`@lingui/core`, compiled messages, no runtime
 * compiler): which language is active, which namespaces are loaded in which language, and
 * translators of one namespace. The page has one (instance.ts); the server renders each request
 * with one of its own.
 *
 * A message's Lingui id is `<namespace>:<key>`. Loading a namespace in a language fetches that one
 * chunk; changing the language loads every namespace in use in the new language first and then
 * activates it, so everything that translates re-renders once, with its text ready.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, directionOf, type Language } from './languages';
import { loadNamespace, type CompiledMessages } from './messages';

export type TranslationValues = Record<string, unknown>;
/** A message of one namespace by its key ("summary.total"), with the values it names. */
export type Translate = (key: string, values?: TranslationValues) => string;

/** Named number formats a message may use: `{total, number, usd}`. */
const FORMATS = { usd: { style: 'currency', currency: 'USD' } } as const;

const idOf = (namespace: string, key: string) => `${namespace}:${key}`;

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** The names a compiled message shows as they are (`{name}`), never through plural, select or a format. */
function plainArguments(message: unknown): Set<string> {
  const plain = new Set<string>();
  const formatted = new Set<string>();
  const visit = (part: unknown): void => {
    if (!Array.isArray(part)) return;
    if (typeof part[0] === 'string' && part.length === 1) plain.add(part[0]);
    else if (typeof part[0] === 'string' && typeof part[1] === 'string') {
      formatted.add(part[0]);
      if (part[2] && typeof part[2] === 'object') Object.values(part[2] as object).forEach(visit);
    } else part.forEach(visit);
  };
  visit(message);
  for (const name of formatted) plain.delete(name);
  return plain;
}
const plainArgumentsOf = new WeakMap<object, Set<string>>();

/**
 * A right-to-left sentence's text values, each in a first-strong isolate: a Latin product name
 * ("Notebook (A5)") or a number-led address ("12 Rue des Lilas") inside Arabic keeps its own order
 * instead of being reordered with the sentence around it. Values a message selects or counts by
 * are left as they are.
 */
function isolateValues(message: unknown, values: TranslationValues): TranslationValues {
  if (!Array.isArray(message)) return values;
  let plain = plainArgumentsOf.get(message);
  if (!plain) plainArgumentsOf.set(message, (plain = plainArguments(message)));
  const isolated: TranslationValues = { ...values };
  for (const name of plain) {
    const value = values[name];
    if (typeof value === 'string' && value !== '') isolated[name] = `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
  }
  return isolated;
}
const slotOf = (language: Language, namespace: string) => `${language} ${namespace}`;

export class Translations {
  /** The Lingui instance whose locale is the active language (its `change` event says when it changes). */
  readonly lingui: I18n;
  /** Every language's messages (all namespaces), shared by reference with the Lingui instances. */
  private readonly catalogs: Partial<Record<Language, Messages>> = {};
  /** Lingui instances fixed to one language, for translators of a language that may not be active. */
  private readonly fixed = new Map<Language, I18n>();
  /**
   * Per language and namespace: its messages as they were added (what messagesOf hands out), or
   * its load under way.
   */
  private readonly slots = new Map<string, CompiledMessages | Promise<void>>();
  private readonly namespacesInUse = new Set<string>();

  constructor(language: Language = DEFAULT_LANGUAGE) {
    this.lingui = setupI18n({ locale: language, messages: { [language]: this.catalogOf(language) } });
  }

  get language(): Language {
    return this.lingui.locale as Language;
  }

  /** Calls `listener` after each language change; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    let language = this.language;
    return this.lingui.on('change', () => {
      if (this.language === language) return;
      language = this.language;
      listener();
    });
  };

  isLoaded(namespace: string, language: Language = this.language): boolean {
    return this.loadedMessages(slotOf(language, namespace)) !== undefined;
  }

  /** Undefined when the namespace is loaded in the language, else the promise of its load. */
  load(namespace: string, language: Language = this.language): Promise<void> | undefined {
    const slot = this.slots.get(slotOf(language, namespace));
    if (slot instanceof Promise) return slot;
    if (slot) return undefined;
    const loading = loadNamespace(language, namespace).then((messages) => this.addMessages(language, namespace, messages ?? {}));
    this.slots.set(slotOf(language, namespace), loading);
    loading.catch(() => this.slots.delete(slotOf(language, namespace)));
    return loading;
  }

  async loadNamespaces(namespaces: string | readonly string[], language: Language = this.language): Promise<void> {
    await Promise.all((typeof namespaces === 'string' ? [namespaces] : namespaces).map((namespace) => this.load(namespace, language)));
  }

  /** A namespace's compiled messages in a language (from its chunk, or the server's page data). */
  addMessages(language: Language, namespace: string, messages: CompiledMessages): void {
    const catalog = this.catalogOf(language);
    for (const [key, message] of Object.entries(messages)) catalog[idOf(namespace, key)] = message as Messages[string];
    const slot = slotOf(language, namespace);
    const earlier = this.loadedMessages(slot);
    this.slots.set(slot, earlier ? { ...earlier, ...messages } : messages);
  }

  /**
   * A loaded namespace's messages in a language, as addMessages takes them (kept as they came, not
   * picked out of the whole catalog again: the server asks this for every namespace of every page).
   */
  messagesOf(namespace: string, language: Language = this.language): CompiledMessages {
    return this.loadedMessages(slotOf(language, namespace)) ?? {};
  }

  private loadedMessages(slot: string): CompiledMessages | undefined {
    const loaded = this.slots.get(slot);
    return loaded instanceof Promise ? undefined : loaded;
  }

  /** Notes that a component translates with the namespace (useTranslation). */
  noteUsed(namespace: string): void {
    this.namespacesInUse.add(namespace);
  }

  /** The namespaces components translated with so far (what the page shows, or showed). */
  usedNamespaces(): string[] {
    return [...this.namespacesInUse];
  }

  /** The namespaces loaded (or loading) in the active language. */
  private loadedNamespaces(): string[] {
    const prefix = slotOf(this.language, '');
    return [...this.slots.keys()].filter((slot) => slot.startsWith(prefix)).map((slot) => slot.slice(prefix.length));
  }

  /** Loads every namespace in use in `language`, then makes it the active language. */
  async changeLanguage(language: Language): Promise<void> {
    await this.loadNamespaces([...new Set([...this.usedNamespaces(), ...this.loadedNamespaces()])], language);
    if (language === this.language) return;
    // Hands Lingui this language's catalog (the same object, filled as namespaces load).
    this.lingui.load(language, this.catalogOf(language));
    this.lingui.activate(language);
  }

  has(namespace: string, key: string, language: Language = this.language): boolean {
    return idOf(namespace, key) in this.catalogOf(language);
  }

  /**
   * Messages of one namespace in a language (the active one by default); load it first. In a
   * right-to-left language the text values are isolated (isolateValues) unless `plain` is asked
   * for: text that is not laid out on the page (a head's title, structured data) stays bare.
   */
  translator(namespace: string, language: Language = this.language, { plain = false }: { plain?: boolean } = {}): Translate {
    const lingui = this.linguiFor(language);
    const catalog = this.catalogOf(language);
    const isolate = !plain && directionOf(language) === 'rtl';
    return (key, values) => {
      const id = idOf(namespace, key);
      return lingui._(id, values && isolate ? isolateValues(catalog[id], values) : values, { formats: FORMATS });
    };
  }

  private catalogOf(language: Language): Messages {
    return (this.catalogs[language] ??= {});
  }

  private linguiFor(language: Language): I18n {
    if (language === this.language) return this.lingui;
    let lingui = this.fixed.get(language);
    if (!lingui) {
      lingui = setupI18n({ locale: language, messages: { [language]: this.catalogOf(language) } });
      this.fixed.set(language, lingui);
    }
    return lingui;
  }
}
