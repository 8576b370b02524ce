import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner';

const Status = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LoadingTextProps {
  /** The words shown and announced, e.g. "Loading orders...". */
  children: ReactNode;
  className?: string;
}

/** A spinner with its words, announced politely as a status. */
export function LoadingText({ children, className }: LoadingTextProps) {
  return (
    <Status role="status" className={className}>
      <Spinner size={16} />
      <span>{children}</span>
    </Status>
  );
}
