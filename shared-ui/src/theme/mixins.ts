import { css } from 'styled-components';

/** The ring itself, for a box that shows the focus of a control inside it (`&:has(input:focus-visible)`). */
export const focusRingShadow = css`
  outline: none;
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.colors.background},
    0 0 0 4px ${({ theme }) => theme.colors.focusRing};
`;

/** The one visible keyboard-focus style every control uses (ring offset by the page colour). */
export const focusRing = css`
  &:focus-visible {
    ${focusRingShadow}
  }
`;

/** Shared look of text inputs, textareas and selects. */
export const fieldStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition: border-color ${({ theme }) => theme.transitions.fast}, box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  ${focusRing}
`;

/** The bordered surface box of panels, cards and list lines (padding and layout are the user's). */
export const surfacePanel = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
