/**
 * shared-ui's core: what a page has once — the toast list that `toast()` from any app fills and the
 * shell's <Toaster/> shows, the theme mode's context (a remote's useThemeMode finds the shell's
 * provider) — and the building blocks nearly every page draws with: buttons, page layout, loading
 * text, spinner, visually hidden text, the focus, field and panel styles. One module, a federation
 * share key of its own ('shared-ui/core', scripts/federation-shared.cjs): the shell's frame and
 * every remote page use the one instance, downloaded once, from the shell.
 *
 * The rest of shared-ui takes these from here (lint refuses a direct import from outside these
 * files); the files listed here import one another directly.
 */
export {
  toast,
  useToast,
  dismissToast,
  resetToasts,
  TOAST_LIMIT,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  type ToastOptions,
  type ToastItem,
  type ToastHandle,
  type ToastVariant,
} from '../toast/store';
export { ThemeModeContext, type ThemeModeContextValue, type ThemeModeControls } from '../theme/themeModeContext';
export { Button, type ButtonProps } from '../components/Button/Button';
export { LinkButton, type LinkButtonProps } from '../components/Button/LinkButton';
export { buttonStyles, type ButtonVariant, type ButtonSize } from '../components/Button/buttonStyles';
export { Page, PageTitle, Stack, Row, MutedText } from '../components/Layout/Layout';
export { LoadingText, type LoadingTextProps } from '../components/LoadingText/LoadingText';
export { Spinner, type SpinnerProps } from '../components/Spinner/Spinner';
export { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';
export { focusRing, focusRingShadow, fieldStyles, surfacePanel } from '../theme/mixins';
export {
  i18n,
  Translations,
  useTranslation,
  useTranslations,
  TranslationsProvider,
  Trans,
  type Translate,
  type TranslationValues,
  type CompiledMessages,
  defineMessages,
  loadNamespace,
  registeredNamespaces,
  fixedTranslator,
  usePlainTranslation,
  errorText,
  errorMessages,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  isLanguage,
  directionOf,
  splitLanguagePrefix,
  localizedPath,
  type Language,
  type MessageLoader,
  type MessageTree,
  DisplayCurrencyContext,
  type DisplayCurrency,
} from '../i18n';
export { uiMessages } from '../components/messages';
