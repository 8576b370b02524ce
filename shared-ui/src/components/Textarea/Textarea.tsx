import styled from 'styled-components';
import { fieldStyles } from '../../theme/mixins';

export const Textarea = styled.textarea`
  ${fieldStyles}
  min-height: 6rem;
  resize: vertical;
`;
