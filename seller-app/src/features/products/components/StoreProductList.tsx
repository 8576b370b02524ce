import { assetUrl, useGetStoreProductsQuery, type Product } from 'shared-api';
import { Badge, EmptyState, LinkButton, LoadingText, ProductCardGrid, Row } from 'shared-ui';
import styled from 'styled-components';
import { LoadFailed } from '../../../lib/LoadFailed';

const Toolbar = styled(Row)`
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const editPage = (product: Product) => `/store/edit-product/${product.product_id}`;

const stockBadge = (product: Product) =>
  product.stock > 0 ? <Badge variant="secondary">{product.stock} in stock</Badge> : <Badge variant="destructive">Out of stock</Badge>;

/** The dashboard's Products tab: the store's products, each card opening its edit page. */
export function StoreProductList({ storeId }: { storeId: number }) {
  const { data: products, isLoading, isError, refetch } = useGetStoreProductsQuery(storeId);

  return (
    <section aria-labelledby="store-products-title">
      <Toolbar>
        <h2 id="store-products-title">Your Products</h2>
        <LinkButton to="/store/add-product">
          Add New Product
        </LinkButton>
      </Toolbar>
      {isLoading ? (
        <LoadingText>Loading products...</LoadingText>
      ) : isError ? (
        <LoadFailed message="Failed to load products" onRetry={refetch} />
      ) : !products || products.length === 0 ? (
        <EmptyState title="You have no products yet." />
      ) : (
        <ProductCardGrid products={products} imageUrl={assetUrl} linkTo={editPage} extra={stockBadge} />
      )}
    </section>
  );
}
