/** The preferences feature's public face: language (router with the language as basename, switcher), display currency, ship-to. */
export { LanguageRouter, type RouterHistory } from './components/LanguageRouter';
export { DisplayCurrencyProvider } from './components/DisplayCurrencyProvider';
export { PreferencesMenu } from './components/PreferencesMenu';
export { PreferencesFieldsOnDemand, preloadPreferencesFields } from './components/PreferencesFieldsOnDemand';
export { useLanguageChoice } from './hooks/useLanguageChoice';
export { setDocumentLanguage } from './documentLanguage';
export { preferencesMessages } from './messages';
export { startLanguage, startPreferences } from './startPreferences';
