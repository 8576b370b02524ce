import { useEffect } from 'react';
import { useGetStoreQuery, useSession } from 'shared-api';
import { Button, LinkButton, LoadingText, Page, PageTitle, Row, Tabs, toast } from 'shared-ui';
import styled from 'styled-components';
import { OrdersList } from '../../orders';
import { StoreProductList } from '../../products';
import { StoreProfileForm } from './StoreProfileForm';

const Heading = styled(Row).attrs({ $justify: 'space-between' as const })`
  margin-bottom: ${({ theme }) => theme.space[6]};

  & > h1 {
    margin: 0;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** /store/profile: the store dashboard with Profile, Products and Orders tabs. */
export default function StoreDashboardPage() {
  const { store: session } = useSession();
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
        <div role="alert">
          <ErrorText>Failed to load store details</ErrorText>
          <Button variant="outline" onClick={() => refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <Tabs
          label="Store dashboard"
          defaultValue="profile"
          tabs={[
            { value: 'profile', label: 'Profile', content: <StoreProfileForm store={store} /> },
            { value: 'products', label: 'Products', content: <StoreProductList storeId={store.store_id} /> },
            { value: 'orders', label: 'Orders', content: <OrdersList hideCompleted={false} /> },
          ]}
        />
      )}
    </Page>
  );
}
