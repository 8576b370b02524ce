import styled from 'styled-components';
import { useDocumentTitle } from 'shared-api/remote-routes';
import { LinkButton, Page, useTranslation } from 'shared-ui';
import { notFoundMessages } from '../messages';

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

/** Any path outside the route table (spec texts, word for word, in English). */
export function NotFoundPage() {
  const { t } = useTranslation(notFoundMessages);
  useDocumentTitle(t('head.title'));
  return (
    <Content>
      <Title>{t('title')}</Title>
      <Message>{t('message')}</Message>
      <LinkButton to="/">{t('home')}</LinkButton>
    </Content>
  );
}
