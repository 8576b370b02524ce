import styled from 'styled-components';
import { fieldStyles } from '../../core';

/** Text-like input. Give it a <Label htmlFor> (or use FormField) so it has a name. */
export const Input = styled.input`
  ${fieldStyles}

  &[type='file'] {
    padding: ${({ theme }) => theme.space[1]};
    cursor: pointer;
  }
  &[type='file']::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
`;
