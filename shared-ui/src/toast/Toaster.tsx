import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from '../icons';
import { directionOf, focusRing, uiMessages, useTranslation } from '../core';
import { dismissToast, TOAST_DURATION, TOAST_SWIPE_THRESHOLD, useToast, type ToastVariant } from '../core';

export { TOAST_SWIPE_THRESHOLD };

// The toasts come in from the inline end (the right; the left in Arabic) and are swiped out there:
// --toast-offscreen is the distance off the screen on that side.
const slideIn = keyframes`
  from { transform: translateX(var(--toast-offscreen)); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(var(--toast-offscreen)); }
`;

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  top: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 26rem;
  max-height: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;

  ${({ theme }) => theme.media.sm} {
    top: auto;
    bottom: 0;
    flex-direction: column-reverse;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }
`;

const variantStyles = {
  default: css`
    background-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  destructive: css`
    background-color: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveText};
    border-color: ${({ theme }) => theme.colors.destructive};
  `,
};

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  --toast-offscreen: calc(100% + 1.5rem);
  [dir='rtl'] & { --toast-offscreen: calc(-100% - 1.5rem); }
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $variant }) => variantStyles[$variant]}

  &[data-state='open'] { animation: ${slideIn} 180ms cubic-bezier(0.16, 1, 0.3, 1); }
  &[data-state='closed'] { animation: ${fadeOut} 120ms ease-in forwards; }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 200ms ease-out; }
  &[data-swipe='end'] { animation: ${swipeOut} 120ms ease-out forwards; }
  ${focusRing}
`;

const Title = styled(ToastPrimitive.Title)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled(ToastPrimitive.Description)`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Close = styled(ToastPrimitive.Close)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.75;
  &:hover { opacity: 1; }
  ${focusRing}
`;

/**
 * Renders the toast list (Radix Toast: F8 moves focus to the viewport, swipe towards the inline end (right; left in Arabic) past 50 px
 * dismisses, each toast closes after 5000 ms, hovering or focusing pauses the timer).
 * Mount once, inside the theme provider.
 */
export function Toaster() {
  const { toasts } = useToast();
  const { t, i18n } = useTranslation(uiMessages);
  const rtl = directionOf(i18n.language) === 'rtl';
  return (
    <ToastPrimitive.Provider label={t('toaster.notification')} duration={TOAST_DURATION} swipeDirection={rtl ? 'left' : 'right'} swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <Root
          key={id}
          open={open}
          duration={duration}
          $variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div>
            <Title>{title}</Title>
            {description && <Description>{description}</Description>}
          </div>
          <Close aria-label={t('toaster.close')}>
            <CloseIcon size={16} />
          </Close>
        </Root>
      ))}
      <Viewport label={t('toaster.region')} />
    </ToastPrimitive.Provider>
  );
}
