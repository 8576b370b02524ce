import styled from 'styled-components';
import { footerStyles } from './dialogStyles';

/** Buttons row at the bottom of a dialog (stacked on phones, right-aligned from `sm`). */
export const DialogFooter = styled.div`
  ${footerStyles}
`;
