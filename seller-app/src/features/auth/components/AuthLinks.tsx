import { Stack } from 'shared-ui';
import styled from 'styled-components';

/** The small "Already have a store? Store Login" lines under a sign-in or sign-up form. */
export const AuthLinks = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/** The submit button and links under a form, across the card's full width. */
export const FooterStack = styled(Stack)`
  width: 100%;
`;
