import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetStoreQuery, useSession } from 'shared-api';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { LinkButton, LoadFailed, LoadingText, Page, PageTitle, Row, Tabs, toast, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { StoreInsightsPanel } from '../../insights';
import { StoreOrderHistory } from '../../orders';
import { StoreProductList } from '../../products';
import { StoreReviews } from '../../reviews';
import { StoreProfileForm } from './StoreProfileForm';
import { dashboardMessages } from '../messages';

const Heading = styled(Row).attrs({ $justify: 'space-between' as const })`
  margin-bottom: ${({ theme }) => theme.space[6]};

  & > h1 {
    margin: 0;
  }
`;

const TABS = ['insights', 'profile', 'products', 'orders', 'reviews'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /store/profile: the store dashboard with the spec's Profile, Products and Orders tabs, after an
 * Insights tab (what the store sold, so a seller need not add up the orders by hand). The tab shown is in the address (?tab=orders), so a link (a
 * notification's) can open one and a reload keeps it.
 */
export default function StoreDashboardPage() {
  const { t } = useTranslation(dashboardMessages);
  // One title for all the tabs: a tab switch (only ?tab= changes) cannot leave a wrong one.
  useDocumentTitle(pageTitle(t('page.title')));
  const { store: session } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'insights';
  const showTab = (value: string) => {
    if (!isTab(value)) return;
    setSearchParams(value === 'insights' ? {} : { tab: value }, { replace: true });
  };
  const storeName = session?.store_name ?? '';
  const { data: store, isLoading, isError, refetch } = useGetStoreQuery(storeName, { skip: !storeName });

  useEffect(() => {
    if (isError) toast({ title: t('page.error'), description: t('page.loadFailed'), variant: 'destructive' });
    // Once per failure, in the language of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError]);

  return (
    <Page>
      <Heading>
        <PageTitle>{t('page.title')}</PageTitle>
        {storeName && (
          <LinkButton variant="outline" to={`/store/${encodeURIComponent(storeName)}`}>
            {t('page.viewPublic')}
          </LinkButton>
        )}
      </Heading>
      {!session ? null : isLoading || (!store && !isError) ? (
        <LoadingText>{t('page.loading')}</LoadingText>
      ) : isError || !store ? (
        <LoadFailed message={t('page.loadFailed')} onRetry={refetch} />
      ) : (
        <Tabs
          label={t('page.tabsLabel')}
          value={tab}
          onValueChange={showTab}
          tabs={[
            { value: 'insights', label: t('page.tabs.insights'), content: <StoreInsightsPanel /> },
            { value: 'profile', label: t('page.tabs.profile'), content: <StoreProfileForm store={store} /> },
            { value: 'products', label: t('page.tabs.products'), content: <StoreProductList storeId={store.store_id} /> },
            { value: 'orders', label: t('page.tabs.orders'), content: <StoreOrderHistory /> },
            { value: 'reviews', label: t('page.tabs.reviews'), content: <StoreReviews /> },
          ]}
        />
      )}
    </Page>
  );
}
