/**
 * The building blocks that nearly every page draws with — buttons, page layout, loading text,
 * spinner, visually hidden text and the focus and field styles — gathered in one module that is a
 * federation share key of its own ('shared-ui/basics', scripts/federation-shared.cjs). The shell
 * draws its frame with them and each remote its pages, so a page downloads them once, from the shell.
 *
 * The rest of shared-ui takes them from here (lint refuses a direct import from outside these
 * files); the files listed here import one another directly.
 */
export { Button, type ButtonProps } from '../components/Button/Button';
export { LinkButton, type LinkButtonProps } from '../components/Button/LinkButton';
export { buttonStyles, type ButtonVariant, type ButtonSize } from '../components/Button/buttonStyles';
export { Page, PageTitle, Stack, Row, MutedText } from '../components/Layout/Layout';
export { LoadingText, type LoadingTextProps } from '../components/LoadingText/LoadingText';
export { Spinner, type SpinnerProps } from '../components/Spinner/Spinner';
export { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';
export { focusRing, fieldStyles } from '../theme/mixins';
