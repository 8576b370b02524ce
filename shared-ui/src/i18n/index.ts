export { i18n } from './instance';
export { defineMessages, loadNamespace, registeredNamespaces, fixedTranslator, type MessageLoader, type MessageTree } from './messages';
export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_NAMES, isLanguage, directionOf, splitLanguagePrefix, localizedPath, type Language } from './languages';
export { errorText, errorMessages } from './errorText';
export { DisplayCurrencyContext, type DisplayCurrency } from './displayCurrency';
