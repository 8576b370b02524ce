import styled from 'styled-components';
import type { RatingStar, ReviewPage } from 'shared-api';
import { RatingStars, useTranslation, VisuallyHidden } from 'shared-ui';
import { productMessages } from '../../messages';

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 24rem);
    align-items: center;
  }
`;

const Average = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
`;

const Figure = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 4.5rem 1fr 2.5rem;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Track = styled.span`
  height: ${({ theme }) => theme.space[2]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.span<{ $percent: number }>`
  display: block;
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background-color: ${({ theme }) => theme.colors.rating};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: end;
`;

const STARS: RatingStar[] = ['5', '4', '3', '2', '1'];

/** The average with its stars, and how many reviews gave each rating, 5 to 1 (each row read as one sentence). */
export function RatingSummary({ average, count, histogram }: Pick<ReviewPage, 'average' | 'count' | 'histogram'>) {
  const { t } = useTranslation(productMessages);
  return (
    <Summary>
      <Average>
        <Figure aria-hidden="true">{t('reviews.averageFigure', { average: average ?? 0 })}</Figure>
        <RatingStars value={average ?? 0} count={count} size={18} />
      </Average>
      <Rows aria-label={t('reviews.histogramLabel')}>
        {STARS.map((stars) => {
          const n = histogram[stars] ?? 0;
          const percent = count > 0 ? Math.round((n / count) * 100) : 0;
          return (
            <Row key={stars}>
              <span aria-hidden="true">{t('reviews.stars', { stars: Number(stars) })}</span>
              <Track aria-hidden="true">
                <Fill $percent={percent} />
              </Track>
              <Count aria-hidden="true">{t('reviews.histogramCount', { count: n })}</Count>
              <VisuallyHidden>{t('reviews.histogramRow', { stars: Number(stars), count: n, percent: percent / 100 })}</VisuallyHidden>
            </Row>
          );
        })}
      </Rows>
    </Summary>
  );
}
