import styled from 'styled-components';
import type { OperatorOverview } from 'shared-api/operator';
import { formatPrice, surfacePanel, useTranslation } from 'shared-ui';
import { overviewMessages } from '../messages';

// The gross merchandise value, the longest figure ("10,785.50 US$" in Arabic), takes two columns
// until the row is wide enough for five tiles: it stays on one line, and the five tiles fill
// their rows (1 + 2 + 2 at 375 px, 2 + 1 and 3 on a tablet) instead of leaving one alone.
const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  & > :first-child {
    grid-column: span 2;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    & > :first-child {
      grid-column: auto;
    }
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* The figure shrinks with its tile rather than breaking "$3,206.50" in two. */
  container-type: inline-size;
  dd {
    margin: 0;
    font-size: min(${({ theme }) => theme.fontSizes['2xl']}, 14cqi);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** The window's figures: gross merchandise value (dollars, written the page language's way), orders, new stores and customers, open reports. */
export function OverviewFigures({ overview }: { overview: OperatorOverview }) {
  const { t, i18n } = useTranslation(overviewMessages);
  const number = new Intl.NumberFormat(i18n.language);
  const figures = [
    { key: 'gmv', label: t('figures.gmv'), value: formatPrice(overview.gmv, i18n.language) },
    { key: 'orders', label: t('figures.orders'), value: number.format(overview.orders) },
    { key: 'newStores', label: t('figures.newStores'), value: number.format(overview.new_stores) },
    { key: 'newCustomers', label: t('figures.newCustomers'), value: number.format(overview.new_customers) },
    { key: 'openReports', label: t('figures.openReports'), value: number.format(overview.open_reports) },
  ];
  return (
    <Tiles>
      {figures.map((figure) => (
        <Tile key={figure.key}>
          <dd>{figure.value}</dd>
          <dt>{figure.label}</dt>
        </Tile>
      ))}
    </Tiles>
  );
}
