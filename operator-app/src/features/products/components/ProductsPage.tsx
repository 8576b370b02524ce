import { useState } from 'react';
import styled from 'styled-components';
import { Stack, surfacePanel, useTranslation } from 'shared-ui';
import { OperatorPage } from '../../../lib/OperatorPage';
import { useProductFilters } from '../hooks/useProductFilters';
import { productsMessages } from '../messages';
import { IdForm } from './IdForm';
import { ProductFilters } from './ProductFilters';
import { ProductList } from './ProductList';
import { ProductLookup } from './ProductLookup';
import { ReviewRemoval } from './ReviewRemoval';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * /operator/products: find a product by id, or list products by status and store
 * (?status=taken_down&store_id=5), to take one down or restore it; remove a review by id. The list
 * comes after the two short id forms, so they stay in view and its pages grow at the page's end.
 */
export default function ProductsPage() {
  const { t } = useTranslation(productsMessages);
  const [productId, setProductId] = useState<number | null>(null);
  const { query, setStatus, allStoresSearch } = useProductFilters();
  return (
    <OperatorPage messages={productsMessages} titleKey="page.title">
      <Stack $gap={6}>
        <Section aria-labelledby="products-title">
          <h2 id="products-title">{t('products.title')}</h2>
          <IdForm label={t('products.formLabel')} fieldLabel={t('products.id')} submitLabel={t('products.find')} invalidText={t('idInvalid')} onSubmit={setProductId} />
          {productId !== null && <ProductLookup key={productId} productId={productId} />}
        </Section>
        <Section aria-labelledby="reviews-title">
          <h2 id="reviews-title">{t('reviews.title')}</h2>
          <ReviewRemoval />
        </Section>
        <Section aria-labelledby="product-list-title">
          <h2 id="product-list-title">{t('list.title')}</h2>
          <ProductFilters query={query} allStoresSearch={allStoresSearch} onStatusChange={setStatus} />
          <ProductList query={query} labelledBy="product-list-title" />
        </Section>
      </Stack>
    </OperatorPage>
  );
}
