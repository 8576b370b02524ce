import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetStoreQuery, useSession } from 'shared-api';
import { LinkButton, LoadingText, Page, PageTitle, Row, Tabs, toast } from 'shared-ui';
import styled from 'styled-components';
import { StoreInsightsPanel } from '../../insights';
import { StoreOrderHistory } from '../../orders';
import { StoreProductList } from '../../products';
import { StoreProfileForm } from './StoreProfileForm';
import { LoadFailed } from '../../../lib/LoadFailed';

const Heading = styled(Row).attrs({ $justify: 'space-between' as const })`
  margin-bottom: ${({ theme }) => theme.space[6]};

  & > h1 {
    margin: 0;
  }
`;

const TABS = ['insights', 'profile', 'products', 'orders'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /store/profile: the store dashboard with the spec's Profile, Products and Orders tabs, after an
 * Insights tab (what the store sold, so a seller need not add up the orders by hand). The tab shown is in the address (?tab=orders), so a link (a
 * notification's) can open one and a reload keeps it.
 */
export default function StoreDashboardPage() {
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
    if (isError) toast({ title: 'Error', description: 'Failed to load store details', variant: 'destructive' });
  }, [isError]);

  return (
    <Page>
      <Heading>
        <PageTitle>Store Dashboard</PageTitle>
        {storeName && (
          <LinkButton variant="outline" to={`/store/${encodeURIComponent(storeName)}`}>
            View Public Store Page
          </LinkButton>
        )}
      </Heading>
      {!session ? null : isLoading || (!store && !isError) ? (
        <LoadingText>Loading store details...</LoadingText>
      ) : isError || !store ? (
        <LoadFailed message="Failed to load store details" onRetry={refetch} />
      ) : (
        <Tabs
          label="Store dashboard"
          value={tab}
          onValueChange={showTab}
          tabs={[
            { value: 'insights', label: 'Insights', content: <StoreInsightsPanel /> },
            { value: 'profile', label: 'Profile', content: <StoreProfileForm store={store} /> },
            { value: 'products', label: 'Products', content: <StoreProductList storeId={store.store_id} /> },
            { value: 'orders', label: 'Orders', content: <StoreOrderHistory /> },
          ]}
        />
      )}
    </Page>
  );
}
