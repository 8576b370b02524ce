import styled from 'styled-components';
import { assetUrl, useGetLatestProductsQuery } from 'shared-api';
import { Button, LinkButton, LoadingText, ProductCard, ProductGrid } from 'shared-ui';

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
        <LoadingText>Loading products...</LoadingText>
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
          {products.map((product) => (
            <ProductCard
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
