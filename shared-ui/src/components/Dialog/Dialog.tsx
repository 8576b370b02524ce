import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../../icons';
import { focusRing, uiMessages, useTranslation } from '../../core';
import { useReturnFocus } from './useReturnFocus';
import { contentStyles, descriptionStyles, overlayStyles, titleStyles } from './dialogStyles';
import { DialogFooter } from './DialogFooter';

const Overlay = styled(DialogPrimitive.Overlay)`
  ${overlayStyles}
`;
const Content = styled(DialogPrimitive.Content)`
  ${contentStyles}
`;
const Title = styled(DialogPrimitive.Title)`
  ${titleStyles}
`;
const Description = styled(DialogPrimitive.Description)`
  ${descriptionStyles}
`;
const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  inset-inline-end: ${({ theme }) => theme.space[4]};
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; background-color: ${({ theme }) => theme.colors.surfaceMuted}; }
  ${focusRing}
`;

export { DialogFooter };

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** Modal dialog (Radix): focus is trapped inside, Escape or the close button closes it, focus returns. */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const { t } = useTranslation(uiMessages);
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay />
        <Content {...returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          {children}
          <CloseButton aria-label={t('dialog.close')}>
            <CloseIcon size={16} />
          </CloseButton>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
