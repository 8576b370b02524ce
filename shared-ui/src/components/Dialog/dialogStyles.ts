import { css, keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

/** Shared by Dialog and ConfirmDialog (Radix Dialog / AlertDialog parts). */
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background-color: ${({ theme }) => theme.colors.overlay};
  &[data-state='open'] { animation: ${fadeIn} 150ms ease-out; }
`;

export const contentStyles = css`
  position: fixed;
  top: 50%;
  left: 50%; /* rtl-ok: centred on the screen with translate(-50%, -50%), the same in both directions */
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: calc(100vw - 2rem);
  max-width: ${({ theme }) => theme.sizes.narrow};
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translate(-50%, -50%);
  &[data-state='open'] { animation: ${popIn} 180ms cubic-bezier(0.16, 1, 0.3, 1); }
  &:focus { outline: none; }
`;

export const titleStyles = css`
  padding-inline-end: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const descriptionStyles = css`
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const footerStyles = css`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
