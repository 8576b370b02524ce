import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Page } from 'shared-ui';

const Card = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin: ${({ theme }) => `${theme.space[8]} auto`};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** The frame of the sign-in and sign-up forms: a centred card with a title and footer links. */
export function AuthCard({ title, subtitle, footer, children }: { title: string; subtitle: string; footer: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <Card aria-labelledby="auth-title">
        <Title id="auth-title">{title}</Title>
        <Subtitle>{subtitle}</Subtitle>
        {children}
        <Footer>{footer}</Footer>
      </Card>
    </Page>
  );
}

export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
