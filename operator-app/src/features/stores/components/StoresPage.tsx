import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useGetOperatorStoresInfiniteQuery, type OperatorStoresQuery } from 'shared-api/operator';
import { Button, EmptyState, Input, Label, LoadFailed, LoadingText, LoadMore, Select, Stack, useTranslation } from 'shared-ui';
import { OperatorPage } from '../../../lib/OperatorPage';
import { CardList, FilterBar } from '../../../lib/layout';
import { storesMessages } from '../messages';
import { StoreCard } from './StoreCard';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 14rem;
`;

/** The API's limit on the name searched. */
const SEARCH_MAX = 64;

const STATUSES: Array<OperatorStoresQuery['status']> = ['', 'active', 'suspended'];

function StoreList({ query }: { query: OperatorStoresQuery }) {
  const { t } = useTranslation(storesMessages);
  const pages = useGetOperatorStoresInfiniteQuery(query);
  const { data, isLoading, isError, isFetching, isFetchingNextPage, refetch } = pages;
  const stores = data?.pages.flatMap((page) => page.items) ?? [];
  if (isLoading) return <LoadingText>{t('list.loading')}</LoadingText>;
  if (isError && stores.length === 0) return <LoadFailed message={t('list.loadFailed')} onRetry={refetch} />;
  if (stores.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <Stack $gap={4}>
      <CardList aria-label={t('list.label')} aria-busy={isFetching && !isFetchingNextPage}>
        {stores.map((store) => (
          <li key={store.store_id}>
            <StoreCard store={store} />
          </li>
        ))}
      </CardList>
      <LoadMore list={pages} label={t('list.loadMore')} failedText={t('list.loadMoreFailed')} />
    </Stack>
  );
}

/** /operator/stores: find stores by name and status; suspend or reinstate one with a reason. */
export default function StoresPage() {
  const { t } = useTranslation(storesMessages);
  const [text, setText] = useState('');
  const [query, setQuery] = useState<OperatorStoresQuery>({ q: '', status: '' });
  const searchId = useId();
  const statusId = useId();
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({ ...current, q: text.trim() }));
  };
  return (
    <OperatorPage messages={storesMessages} titleKey="page.title">
      <Stack $gap={4}>
        <form role="search" aria-label={t('search.label')} onSubmit={search}>
          <FilterBar>
            <Field>
              <Label htmlFor={searchId}>{t('search.name')}</Label>
              <Input id={searchId} type="search" maxLength={SEARCH_MAX} value={text} onChange={(event) => setText(event.target.value)} />
            </Field>
            <Field>
              <Label htmlFor={statusId}>{t('search.status')}</Label>
              <Select
                id={statusId}
                value={query.status}
                onChange={(event) => setQuery((current) => ({ ...current, status: event.target.value as OperatorStoresQuery['status'] }))}
                options={STATUSES.map((status) => ({ value: status, label: t(`search.statuses.${status || 'all'}`) }))}
              />
            </Field>
            <Button type="submit">{t('search.submit')}</Button>
          </FilterBar>
        </form>
        <StoreList query={query} />
      </Stack>
    </OperatorPage>
  );
}
