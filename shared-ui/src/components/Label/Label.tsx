import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled from 'styled-components';

const StyledLabel = styled.label`
  display: inline-block;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: default;
`;

export type LabelProps = ComponentPropsWithRef<'label'>;

/**
 * A form label. A double click on its text does not select the text (it focuses the control); a
 * click that lands on a control inside the label is left alone. (What Radix's Label did, without
 * its ~1.4 KB of Primitive and Slot on every form page.)
 */
export function Label({ onMouseDown, ...props }: LabelProps) {
  const keepTextUnselected = (event: MouseEvent<HTMLLabelElement>) => {
    if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
    onMouseDown?.(event);
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  return <StyledLabel {...props} onMouseDown={keepTextUnselected} />;
}
