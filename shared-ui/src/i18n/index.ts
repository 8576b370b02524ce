export { i18n } from './instance';
export { Translations, type Translate, type TranslationValues } from './translations';
export { useTranslation, useTranslations, TranslationsProvider, Trans, loadTrans } from './useTranslation';
export { defineMessages, loadNamespace, registeredNamespaces, fixedTranslator, type MessageLoader, type MessageTree, type CompiledMessages } from './messages';
export { usePlainTranslation } from './usePlainTranslation';
export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_NAMES, isLanguage, directionOf, splitLanguagePrefix, localizedPath, type Language } from './languages';
export { errorText, errorMessages } from './errorText';
export { DisplayCurrencyContext, type DisplayCurrency } from './displayCurrency';
