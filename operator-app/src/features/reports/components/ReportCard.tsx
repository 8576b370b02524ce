import type { Report } from 'shared-api/operator';
import { Badge, formatLocalDateTime, TextLink, useTranslation, type Translate } from 'shared-ui';
import { ModerationAction } from '../../../lib/ModerationAction';
import { Actions, Facts, ItemCard } from '../../../lib/layout';
import { useResolveReport } from '../hooks/useResolveReport';
import { reportsMessages } from '../messages';

/**
 * The id of the reviews section on the product page (customer-app's ReviewsSection), the anchor the
 * page's own rating link jumps to. A page loaded with it (a new tab, a reload) opens at the reviews;
 * should the id change there, the link still opens the product's page.
 */
const PRODUCT_REVIEWS_ANCHOR = 'product-reviews';

/**
 * The public page of a report's target, when it has one and still exists: a product's page, a
 * store's, or for a review its product's page at the reviews (where the review is shown); a message
 * has none. The path is the route's; the router's basename adds the page's language prefix (/ar/…).
 */
function publicPathOf(report: Report): string | undefined {
  const detail = report.target_detail;
  if (!detail) return undefined;
  if (report.target_type === 'product') return `/product/${report.target_id}`;
  if (report.target_type === 'store' && detail.name) return `/store/${encodeURIComponent(detail.name)}`;
  if (report.target_type === 'review' && detail.product_id !== null) return `/product/${detail.product_id}#${PRODUCT_REVIEWS_ANCHOR}`;
  return undefined;
}

/**
 * The target in the page's language, from its parts (target_detail): its sentence, its state when
 * down, the text it quotes; a sentence of its own when it no longer exists. In English it reads as
 * the API's target_summary. Names are values of the messages, isolated where the page is right to left.
 */
function targetText(t: Translate, report: Report): string {
  const detail = report.target_detail;
  if (!detail) return t(`subject.gone.${report.target_type}`);
  let subject = t(`subject.${report.target_type}`, { name: detail.name ?? '', by: detail.by ?? '', to: detail.to ?? '', rating: detail.rating ?? 0 });
  if (detail.taken_down) subject = t('subject.withState', { subject, state: t(`state.${report.target_type}`) });
  return detail.excerpt ? t('subject.withExcerpt', { subject, excerpt: detail.excerpt }) : subject;
}

/** One report: what is reported, why, by whom and when; on the open tab, dismiss or take down. */
export function ReportCard({ report }: { report: Report }) {
  const { t, i18n } = useTranslation(reportsMessages);
  const dismiss = useResolveReport(report, 'dismiss');
  const takeDown = useResolveReport(report, 'take_down');
  const publicPath = publicPathOf(report);
  const titleId = `report-${report.report_id}-title`;

  return (
    <ItemCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Badge variant="secondary">{t(`target.${report.target_type}`)}</Badge>{' '}
        {targetText(t, report)}
      </h2>
      <Facts>
        <dt>{t('fields.reason')}</dt>
        <dd>{t(`reason.${report.reason}`)}</dd>
        {report.text && (
          <>
            <dt>{t('fields.details')}</dt>
            <dd>
              <bdi>{report.text}</bdi>
            </dd>
          </>
        )}
        <dt>{t('fields.reporter')}</dt>
        <dd>{t(`reporter.${report.reporter.kind}`, { name: report.reporter.name })}</dd>
        <dt>{t('fields.reported')}</dt>
        <dd>{formatLocalDateTime(report.created_at, i18n.language)}</dd>
        {report.resolution && (
          <>
            <dt>{t('fields.resolution')}</dt>
            <dd>
              {t(`resolution.${report.resolution.action}`, { operator: report.resolution.operator_name, at: formatLocalDateTime(report.resolution.at, i18n.language) })}
              {' — '}
              <bdi>{report.resolution.note}</bdi>
            </dd>
          </>
        )}
      </Facts>
      <Actions>
        {publicPath && <TextLink to={publicPath}>{t('target.view')}</TextLink>}
        {report.status === 'open' && (
          <>
            <ModerationAction {...dismiss} title={t('dismiss.title')} />
            <ModerationAction {...takeDown} title={takeDown.label} />
          </>
        )}
      </Actions>
    </ItemCard>
  );
}
