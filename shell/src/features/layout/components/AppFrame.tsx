import { lazy, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, useTranslation } from 'shared-ui';
import { useRole } from '../../session';
import { layoutMessages } from '../messages';
import { Footer } from './Footer';
import { Header } from './Header';
import { useScrollOnNavigation } from '../hooks/useScrollOnNavigation';
import { useTitleOnNavigation } from '../hooks/useTitleOnNavigation';
import { OptionalPart } from './OptionalPart';
import { RouteAnnouncer } from './RouteAnnouncer';

// A customer's only: loaded with the cart's endpoints when a customer is signed in.
const CartFetchFailureToast = lazy(() =>
  import(/* webpackChunkName: "cart-count" */ './CartFetchFailureToast').then((m) => ({ default: m.CartFetchFailureToast })),
);

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall, so the footer starts below the fold and a page that loads later does
// not push a visible footer down (that shift was most of the measured layout shift).
const Main = styled.main`
  flex: 1;
  width: 100%;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
  ${focusRing}
`;

/** The shell's frame around every page: skip link, sticky header, main content, footer. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(layoutMessages);
  const role = useRole();
  useScrollOnNavigation();
  useTitleOnNavigation();
  return (
    <Layout>
      {role === 'customer' && (
        <OptionalPart>
          <CartFetchFailureToast />
        </OptionalPart>
      )}
      <SkipLink href="#main-content">{t('skipToContent')}</SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <RouteAnnouncer />
    </Layout>
  );
}
