import styled from 'styled-components';
import { useGetOperatorAuditInfiniteQuery } from 'shared-api/operator';
import { EmptyState, formatLocalDateTime, LoadFailed, LoadingText, LoadMore, Stack, surfacePanel, useTranslation } from 'shared-ui';
import { OperatorPage } from '../../../lib/OperatorPage';
import { auditMessages } from '../messages';

/** The table scrolls sideways inside its frame on a phone (focusable, so a keyboard can scroll it). */
const TableFrame = styled.div`
  overflow-x: auto;
  ${surfacePanel}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
  /* A date reads on one line; the reason takes the width that is left. */
  td:first-child {
    white-space: nowrap;
  }
  td:last-child {
    min-width: 14rem;
    overflow-wrap: anywhere;
  }
`;

function AuditTable() {
  const { t, i18n } = useTranslation(auditMessages);
  const pages = useGetOperatorAuditInfiniteQuery();
  const { data, isLoading, isError, isFetching, isFetchingNextPage, refetch } = pages;
  const entries = data?.pages.flatMap((page) => page.items) ?? [];
  const number = new Intl.NumberFormat(i18n.language);
  if (isLoading) return <LoadingText>{t('list.loading')}</LoadingText>;
  if (isError && entries.length === 0) return <LoadFailed message={t('list.loadFailed')} onRetry={refetch} />;
  if (entries.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <Stack $gap={4}>
      <TableFrame tabIndex={0} role="region" aria-label={t('table.scroll')}>
        <Table aria-label={t('table.caption')} aria-busy={isFetching && !isFetchingNextPage}>
          <thead>
            <tr>
              <th scope="col">{t('table.at')}</th>
              <th scope="col">{t('table.operator')}</th>
              <th scope="col">{t('table.action')}</th>
              <th scope="col">{t('table.target')}</th>
              <th scope="col">{t('table.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatLocalDateTime(entry.at, i18n.language)}</td>
                <td>
                  <bdi>{entry.operator_name}</bdi>
                </td>
                <td>{t(`action.${entry.action}`)}</td>
                <td>{t(`target.${entry.target_type}`, { id: number.format(entry.target_id) })}</td>
                <td>
                  <bdi>{entry.reason}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableFrame>
      <LoadMore list={pages} label={t('list.loadMore')} failedText={t('list.loadMoreFailed')} />
    </Stack>
  );
}

/** /operator/audit: every operator action, newest first: who, what, target, reason, when. */
export default function AuditPage() {
  return (
    <OperatorPage messages={auditMessages} titleKey="page.title">
      <AuditTable />
    </OperatorPage>
  );
}
