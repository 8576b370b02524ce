import type { ReportStatus } from 'shared-api/operator';
import { useGetOperatorReportsInfiniteQuery } from 'shared-api/operator';
import { EmptyState, LoadFailed, LoadingText, LoadMore, Stack, useTranslation } from 'shared-ui';
import { CardList } from '../../../lib/layout';
import { reportsMessages } from '../messages';
import { ReportCard } from './ReportCard';

/** The reports of one status, newest first, page by page ("Load more"). */
export function ReportQueue({ status }: { status: ReportStatus }) {
  const { t } = useTranslation(reportsMessages);
  const pages = useGetOperatorReportsInfiniteQuery(status);
  const { data, isLoading, isError, isFetching, isFetchingNextPage, refetch } = pages;
  const reports = data?.pages.flatMap((page) => page.items) ?? [];

  if (isLoading) return <LoadingText>{t('list.loading')}</LoadingText>;
  if (isError && reports.length === 0) return <LoadFailed message={t('list.loadFailed')} onRetry={refetch} />;
  if (reports.length === 0) return <EmptyState title={t(`list.empty.${status}`)} />;
  return (
    <Stack $gap={4}>
      <CardList aria-label={t(`list.label.${status}`)} aria-busy={isFetching && !isFetchingNextPage}>
        {reports.map((report) => (
          <li key={report.report_id}>
            <ReportCard report={report} />
          </li>
        ))}
      </CardList>
      <LoadMore list={pages} label={t('list.loadMore')} failedText={t('list.loadMoreFailed')} />
    </Stack>
  );
}
