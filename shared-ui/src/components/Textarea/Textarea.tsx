import styled from 'styled-components';
import { fieldStyles } from '../../core';

export const Textarea = styled.textarea`
  ${fieldStyles}
  min-height: 6rem;
  resize: vertical;
`;
