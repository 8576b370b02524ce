import styled from 'styled-components';
import { LinkButton, Page } from 'shared-ui';

const Content = styled(Page)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[20]};
  padding-bottom: ${({ theme }) => theme.space[20]};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Any path outside the route table (spec texts, word for word). */
export function NotFoundPage() {
  return (
    <Content>
      <Title>404 - Page Not Found</Title>
      <Message>Oops! The page you&apos;re looking for doesn&apos;t exist.</Message>
      <LinkButton to="/">Go Back Home</LinkButton>
    </Content>
  );
}
