import type { OperatorOverview } from 'shared-api/operator';
import { formatPrice, useTranslation } from 'shared-ui';
import { FigureTiles } from 'shared-ui/dashboard';
import { overviewMessages } from '../messages';

/**
 * The window's figures: gross merchandise value (dollars, written the page language's way), orders,
 * new stores and customers, open reports. The gross merchandise value, the longest figure, spans two
 * columns until the row is wide enough for all five tiles.
 */
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
  return <FigureTiles figures={figures} columns={{ md: 3, xl: 5 }} wideFirst />;
}
