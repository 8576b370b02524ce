import styled from 'styled-components';
import { fieldStyles } from '../../core';

/** Text-like input. Give it a <Label htmlFor> (or use FormField) so it has a name. */
export const Input = styled.input`
  ${fieldStyles}
`;
