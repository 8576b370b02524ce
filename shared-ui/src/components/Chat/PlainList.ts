import styled from 'styled-components';

/** A list without bullets, its items stacked with the usual gap (the inbox, a conversation). */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
