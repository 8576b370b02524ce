/** Product detail (/product/:id). */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { pictureSources, skipToken, useGetProductQuery, useSession } from 'shared-api';
import { useDocumentTitle } from 'shared-api/remote-routes';
import { PRODUCT_PAGE_PICTURE_SIZES } from '../../../seo/pictures';
import { Badge, Button, ImageWithFallback, LinkButton, LoadingText, Page, Price, QuantityStepper, RatingStars, surfacePanel, TextLink, toast, Trans, usePlainTranslation, useTranslation } from 'shared-ui';
import { ReportAction } from '../../../components/report/ReportAction';
import { UnavailablePage } from '../../../components/UnavailablePage';
import { countryName, useCountryNames } from 'shared-api/country-names';
import { productMessages } from '../messages';
import { useAddToCart } from '../hooks/useAddToCart';
import { ShippingNotice } from './ShippingNotice';
import { ReviewsSection } from './reviews/ReviewsSection';
import { parseProductId as parseId } from '../productId';
import { isProductMissing, productTitle } from '../productTitle';

// The location form (and react-hook-form, ~12 KB gzip) is downloaded when the dialog first opens.
const LocationDialog = lazy(() => import('./LocationDialog').then((m) => ({ default: m.LocationDialog })));

const Layout = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Picture = styled.div`
  overflow: hidden;
  ${surfacePanel}
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const Amount = styled(Price)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;


export default function ProductPage() {
  const { t } = useTranslation(productMessages);
  const countryNames = useCountryNames();
  const productId = parseId(useParams().id);
  const { data: product, error, isLoading, refetch } = useGetProductQuery(productId ?? skipToken);
  const { isCustomer } = useSession();
  const [quantity, setQuantity] = useState(1);
  const cart = useAddToCart(product, quantity);
  const [dialogUsed, setDialogUsed] = useState(false);
  if (cart.dialogOpen && !dialogUsed) setDialogUsed(true);

  const notFound = isProductMissing(productId, error);
  const failed = Boolean(error) && !notFound;
  const titleT = usePlainTranslation(productMessages);
  useDocumentTitle(isLoading ? undefined : productTitle(titleT, product, notFound));

  useEffect(() => {
    if (failed) toast({ title: t('page.errorTitle'), description: t('page.loadFailed'), variant: 'destructive' });
  }, [failed, t]);

  // Keep the chosen quantity within the stock (it may drop while the page is open).
  const stock = product?.stock ?? 0;
  useEffect(() => {
    setQuantity((current) => Math.max(1, Math.min(current, Math.max(stock, 1))));
  }, [stock]);

  if (isLoading) {
    return (
      <Page>
        <LoadingText>{t('page.loading')}</LoadingText>
      </Page>
    );
  }

  if (notFound || failed || !product) {
    return (
      <UnavailablePage failed={failed} failedTitle={t('page.loadFailed')} notFoundTitle={t('page.notFound')} onRetry={() => refetch()} />
    );
  }

  const inStock = product.stock > 0;
  const storePath = `/store/${encodeURIComponent(product.store_name)}`;

  return (
    <Page>
      <Layout>
        <Picture>
          <ImageWithFallback
            {...pictureSources(product.img)}
            sizes={PRODUCT_PAGE_PICTURE_SIZES}
            alt={product.name}
            width={800}
            height={800}
            fit="contain"
            loading="eager"
            fetchPriority="high"
          />
        </Picture>
        <Details>
          <Name>
            <bdi>{product.name}</bdi>
          </Name>
          <p>
            <Trans t={t} i18nKey="page.soldBy" values={{ storeName: product.store_name }} components={{ store: <TextLink to={storePath} /> }} />
          </p>
          {product.rating_average != null && (product.rating_count ?? 0) > 0 && (
            <a href="#product-reviews">
              <RatingStars value={product.rating_average} count={product.rating_count} size={16} />
            </a>
          )}
          <Amount value={product.price} />
          <Facts>
            <dt>{t('page.country')}</dt>
            <dd>{countryName(product.country, countryNames)}</dd>
            <dt>{t('page.availability')}</dt>
            <dd>
              {inStock ? (
                <Badge variant="success">{t('page.inStock', { count: product.stock })}</Badge>
              ) : (
                <Badge variant="destructive">{t('page.outOfStock')}</Badge>
              )}
            </dd>
            <dt>{t('shipping.label')}</dt>
            <dd>
              <ShippingNotice product={product} />
            </dd>
          </Facts>
          <section aria-labelledby="product-description">
            <SectionTitle id="product-description">{t('page.description')}</SectionTitle>
            <Description>
            <bdi>{product.desc}</bdi>
          </Description>
          </section>
          <Actions>
            <QuantityStepper label={t('page.quantity')} value={quantity} min={1} max={Math.max(product.stock, 1)} onChange={setQuantity} disabled={!inStock} />
            <Button onClick={cart.start} disabled={!inStock} busy={cart.isAdding}>
              {t('page.addToCart')}
            </Button>
            {isCustomer && (
              <LinkButton to={`/chat/${encodeURIComponent(product.store_name)}`} variant="outline">
                {t('page.contactSeller')}
              </LinkButton>
            )}
            <ReportAction target="product" targetId={product.product_id} />
          </Actions>
        </Details>
      </Layout>
      <ReviewsSection product={product} />
      {dialogUsed && (
        <Suspense fallback={null}>
          <LocationDialog
            open={cart.dialogOpen}
            onOpenChange={cart.setDialogOpen}
            defaultLocation={cart.suggestedLocation}
            busy={cart.isAdding}
            onSubmit={(location) => void cart.submit(location)}
          />
        </Suspense>
      )}
    </Page>
  );
}
