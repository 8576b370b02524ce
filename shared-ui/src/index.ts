// Type-only: brings the DefaultTheme augmentation (styled.d.ts) to every workspace that imports shared-ui.
import type {} from './styled';
// Theme
export { theme, lightTheme, darkTheme, themes, type Theme, type ThemeMode, type ThemeColors } from './theme/tokens';
export { ThemeModeProvider, useThemeMode, type ThemeModeContextValue, type ThemeModeProviderProps } from './theme/ThemeModeProvider';
export { pageStyleSheet } from './theme/baseStyles';
export { themeBootScript } from './theme/bootScript';
export { THEME_STORAGE_KEY } from './theme/storage';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';

// Languages: the page's one set of translations (Lingui), the language list and prefixes, messages beside their feature
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
  uiMessages,
} from './core';

// Toasts
// Toaster, Dialog, ConfirmDialog and Tabs download their Radix code when first needed (lazy/lazyParts.tsx).
export { Toaster, Dialog, ConfirmDialog, Tabs } from './lazy/lazyParts';
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
} from './core';
export { submitWithToasts, type SubmitToasts } from './toast/submitWithToasts';

// Building blocks
export {
  Button,
  LinkButton,
  buttonStyles,
  Page,
  PageTitle,
  Stack,
  Row,
  MutedText,
  LoadingText,
  Spinner,
  VisuallyHidden,
  focusRing,
  focusRingShadow,
  fieldStyles,
  surfacePanel,
  type ButtonProps,
  type LinkButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type LoadingTextProps,
  type SpinnerProps,
} from './core';
export { Input } from './components/Input/Input';
export { Textarea } from './components/Textarea/Textarea';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export { Label } from './components/Label/Label';
export { FieldGroup } from './components/FieldGroup/FieldGroup';
export { FormField, type FormFieldProps } from './components/FormField/FormField';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/Card/Card';
export { CardList, Facts } from './components/CardList/CardList';
export { DialogFooter } from './components/Dialog/DialogFooter';
export type { DialogProps } from './components/Dialog/Dialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export type { TabsProps, TabItem } from './components/Tabs/Tabs';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge/Badge';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from './components/ProductCard/ProductCard';
export { ProductGrid } from './components/ProductGrid/ProductGrid';
export {
  ProductCardGrid,
  PRODUCT_GRID_FIRST_ROW,
  type ProductCardGridProps,
  type ProductCardSource,
} from './components/ProductCardGrid/ProductCardGrid';
export { RatingStars, type RatingStarsProps } from './components/RatingStars/RatingStars';
export { ReviewRow, ReviewByline, ReviewText, ReviewReply, type ReviewBylineProps, type ReviewReplyProps } from './components/Review/Review';
export { ImageWithFallback, type ImageWithFallbackProps } from './components/ImageWithFallback/ImageWithFallback';
export { Price, type PriceProps } from './components/Price/Price';
export { formatPrice, formatEstimate, formatPriceWithEstimate } from './components/Price/formatPrice';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export { TextLink } from './components/TextLink/TextLink';
export { LoadFailed, type LoadFailedProps } from './components/LoadFailed/LoadFailed';
export { LoadMore, type LoadMoreProps, type PagedList } from './components/LoadMore/LoadMore';
export { OrderStatusBadge, type OrderStatusValue } from './components/OrderStatusBadge/OrderStatusBadge';
export { formatLocalDateTime } from './format/formatLocalDateTime';
export { formatAmount } from './format/formatAmount';
export { useMessagesFollowLanguage } from './forms/useMessagesFollowLanguage';
export { formatDay, formatDayLong } from './format/formatDay';
export { formatDollars, formatDollarsCompact } from './format/formatDollars';

export * as icons from './icons';
export type { IconProps } from './icons';
