import styled from 'styled-components';
import { assetUrl, useGetLatestProductsQuery } from 'shared-api';
import { Button, LinkButton, LoadingText, ProductCard, ProductCardSkeleton, ProductGrid } from 'shared-ui';

/** The home page shows the 3 newest products (spec section 9). */
export const LATEST_PRODUCTS_COUNT = 3;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

// Three cards: one row of three from sm up (never 2 + 1, never a gap where a fourth would be).
const LatestGrid = styled(ProductGrid)`
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Loading = styled.div`
  position: relative;
`;

// Over the outlines rather than above them: a line that disappears would shift the page too.
const LoadingOverlay = styled(LoadingText)`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  left: 50%;
  z-index: 1;
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  white-space: nowrap;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function LatestProducts() {
  const { data: products, isLoading, isError, refetch } = useGetLatestProductsQuery(LATEST_PRODUCTS_COUNT);

  return (
    <section aria-labelledby="latest-products">
      <Header>
        <h2 id="latest-products">Latest Products</h2>
        <LinkButton to="/shop" variant="outline">
          View All
        </LinkButton>
      </Header>
      {isLoading ? (
        // Three card outlines keep the row's height, so the cards arriving shift nothing (CLS).
        <Loading>
          <LoadingOverlay>Loading products...</LoadingOverlay>
          <LatestGrid>
            {Array.from({ length: LATEST_PRODUCTS_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </LatestGrid>
        </Loading>
      ) : isError ? (
        <Note role="alert">
          The latest products could not be loaded.{' '}
          <Button variant="ghost" size="sm" onClick={() => refetch()}>
            Retry
          </Button>
        </Note>
      ) : !products?.length ? (
        <Note>No products yet.</Note>
      ) : (
        <LatestGrid>
          {products.map((product, index) => (
            <ProductCard
              imagePriority={index === 0}
              key={product.product_id}
              name={product.name}
              price={product.price}
              country={product.country}
              storeName={product.store_name}
              imageSrc={assetUrl(product.img)}
              to={`/product/${product.product_id}`}
            />
          ))}
        </LatestGrid>
      )}
    </section>
  );
}
