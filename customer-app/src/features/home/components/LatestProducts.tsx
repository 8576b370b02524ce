import styled, { css } from 'styled-components';
import { assetUrl, pictureSources, useGetLatestProductsQuery } from 'shared-api';
import { LATEST_ROW_PICTURE_SIZES } from '../../../seo/pictures';
import { Button, LinkButton, LoadingText, ProductCardGrid, ProductCardSkeleton, ProductGrid, Row, useTranslation } from 'shared-ui';
import { countryName, useCountryNames } from 'shared-api/country-names';
import { homeMessages } from '../messages';

/** The home page shows the 3 newest products (docs/product-spec.md, 9). */
export const LATEST_PRODUCTS_COUNT = 3;

const Header = styled(Row).attrs({ $justify: 'space-between' as const })`
  margin-block-end: ${({ theme }) => theme.space[6]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

// Three cards: one column on phones, one row of three from sm up (never 2 + 1, never a gap where a fourth would be).
const rowOfThree = css`
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const SkeletonGrid = styled(ProductGrid)`
  ${rowOfThree}
`;
const LatestGrid = styled(ProductCardGrid)`
  ${rowOfThree}
`;

const Loading = styled.div`
  position: relative;
`;

// Over the outlines rather than above them: a line that disappears would shift the page too.
const LoadingOverlay = styled(LoadingText)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[4]};
  inset-inline: 0;
  z-index: 1;
  width: max-content;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  white-space: nowrap;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function LatestProducts() {
  const { t } = useTranslation(homeMessages);
  const countryNames = useCountryNames();
  const { data: products, isLoading, isError, refetch } = useGetLatestProductsQuery(LATEST_PRODUCTS_COUNT);

  return (
    <section aria-labelledby="latest-products">
      <Header>
        <h2 id="latest-products">{t('latest.title')}</h2>
        <LinkButton to="/shop" variant="outline">
          {t('latest.viewAll')}
        </LinkButton>
      </Header>
      {isLoading ? (
        // Three card outlines keep the row's height, so the cards arriving shift nothing (CLS).
        <Loading>
          <LoadingOverlay>{t('latest.loading')}</LoadingOverlay>
          <SkeletonGrid>
            {Array.from({ length: LATEST_PRODUCTS_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </SkeletonGrid>
        </Loading>
      ) : isError ? (
        <Note role="alert">
          {t('latest.failed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => refetch()}>
            {t('latest.retry')}
          </Button>
        </Note>
      ) : !products?.length ? (
        <Note>{t('latest.empty')}</Note>
      ) : (
        // All three sit in the first row, above the fold: their pictures load eagerly (LCP).
        <LatestGrid products={products} imageUrl={assetUrl} imageSrcSet={(img) => pictureSources(img).srcSet} imageSizes={LATEST_ROW_PICTURE_SIZES} eagerCount={LATEST_PRODUCTS_COUNT}
          countryLabel={(country) => countryName(country, countryNames)}
        />
      )}
    </section>
  );
}
