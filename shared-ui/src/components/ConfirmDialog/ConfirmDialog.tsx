import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, uiMessages, useTranslation } from '../../core';
import { useReturnFocus } from '../Dialog/useReturnFocus';
import { contentStyles, descriptionStyles, footerStyles, overlayStyles, titleStyles } from '../Dialog/dialogStyles';

const Overlay = styled(AlertDialogPrimitive.Overlay)`
  ${overlayStyles}
`;
const Content = styled(AlertDialogPrimitive.Content)`
  ${contentStyles}
`;
const Title = styled(AlertDialogPrimitive.Title)`
  ${titleStyles}
`;
const Description = styled(AlertDialogPrimitive.Description)`
  ${descriptionStyles}
`;
const Footer = styled.div`
  ${footerStyles}
`;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  /** Confirm button in the destructive style (deleting something). */
  destructive?: boolean;
}

/**
 * "Are you sure?" (Radix AlertDialog): focus starts on Cancel, is trapped inside, Escape cancels.
 * Confirming calls onConfirm and closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation(uiMessages);
  const returnFocus = useReturnFocus();
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <Overlay />
        <Content {...returnFocus}>
          <Title>{title}</Title>
          <Description>{description}</Description>
          <Footer>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline">{cancelLabel ?? t('dialog.cancel')}</Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </Footer>
        </Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
