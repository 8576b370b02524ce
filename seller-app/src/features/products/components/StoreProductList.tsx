import { assetUrl, useGetStoreProductsQuery, type Product } from 'shared-api';
import { countryName, useCountryNames } from 'shared-api/country-names';
import { Badge, EmptyState, LinkButton, LoadFailed, LoadingText, ProductCardGrid, Row, type Translate, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { productsMessages } from '../messages';

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

const stockBadge = (t: Translate) => (product: Product) =>
  product.stock > 0 ? (
    <Badge variant="secondary">{t('list.inStock', { count: product.stock })}</Badge>
  ) : (
    <Badge variant="destructive">{t('list.outOfStock')}</Badge>
  );

/** The dashboard's Products tab: the store's products, each card opening its edit page. */
export function StoreProductList({ storeId }: { storeId: number }) {
  const { t } = useTranslation(productsMessages);
  const { data: products, isLoading, isError, refetch } = useGetStoreProductsQuery(storeId);
  // The API names countries in English; the cards, like the shop's, in the page's language.
  const countryNames = useCountryNames();

  return (
    <section aria-labelledby="store-products-title">
      <Toolbar>
        <h2 id="store-products-title">{t('list.title')}</h2>
        <LinkButton to="/store/add-product">
          {t('list.add')}
        </LinkButton>
      </Toolbar>
      {isLoading ? (
        <LoadingText>{t('list.loading')}</LoadingText>
      ) : isError ? (
        <LoadFailed message={t('list.loadFailed')} onRetry={refetch} />
      ) : !products || products.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <ProductCardGrid
          products={products}
          imageUrl={assetUrl}
          linkTo={editPage}
          extra={stockBadge(t)}
          countryLabel={(country) => countryName(country, countryNames)}
        />
      )}
    </section>
  );
}
