/** Home (/): hero with the tagline, the 3 newest products, and the Become a Seller call to action. */
import styled from 'styled-components';
import { useDocumentTitle } from 'shared-api/remote-routes';
import { LinkButton, Page, usePlainTranslation, useTranslation } from 'shared-ui';
import { homeTitle } from '../homeTitle';
import { homeMessages } from '../messages';
import { LatestProducts } from './LatestProducts';

const Hero = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primarySoftText};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[20]} ${theme.space[8]}`};
  }
`;

const Tagline = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const Lead = styled.p`
  max-width: 40rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const SellerCta = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    max-width: 36rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[12]};
`;

export default function HomePage() {
  const { t } = useTranslation(homeMessages);
  const titleT = usePlainTranslation(homeMessages);
  useDocumentTitle(homeTitle(titleT));
  return (
    <Page>
      <Sections>
        <Hero aria-labelledby="home-tagline">
          <Tagline id="home-tagline">{t('hero.tagline')}</Tagline>
          <Lead>{t('hero.lead')}</Lead>
          <Actions>
            <LinkButton to="/shop" size="lg">
              {t('hero.startShopping')}
            </LinkButton>
            <LinkButton to="/register" size="lg" variant="outline">
              {t('hero.signUp')}
            </LinkButton>
          </Actions>
        </Hero>

        <LatestProducts />

        <SellerCta aria-labelledby="become-seller">
          <h2 id="become-seller">{t('seller.title')}</h2>
          <p>{t('seller.lead')}</p>
          <LinkButton to="/store/register" size="lg">
            {t('seller.action')}
          </LinkButton>
        </SellerCta>
      </Sections>
    </Page>
  );
}
