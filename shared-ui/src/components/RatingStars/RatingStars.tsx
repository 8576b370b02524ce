import styled from 'styled-components';
import { StarIcon } from '../../icons/StarIcon';
import { uiMessages, useTranslation } from '../../core';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stars = styled.span`
  position: relative;
  display: inline-flex;
  line-height: 0;
  color: ${({ theme }) => theme.colors.inputBorder};
`;

// The filled stars over the empty ones, cut at the average from the inline start (so Arabic fills from the right).
const Filled = styled.span<{ $percent: number }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  display: inline-flex;
  overflow: hidden;
  width: ${({ $percent }) => $percent}%;
  color: ${({ theme }) => theme.colors.rating};
  svg { flex-shrink: 0; fill: currentColor; }
`;

export interface RatingStarsProps {
  /** The average rating, 0–5 (a review's own rating is a whole number). */
  value: number;
  /** How many reviews the average covers: shown beside the stars when given. */
  count?: number;
  size?: number;
  className?: string;
}

/** Five stars filled to `value`, read by assistive technology as "Rated 4.5 out of 5 (12 reviews)". */
export function RatingStars({ value, count, size = 14, className }: RatingStarsProps) {
  const { t } = useTranslation(uiMessages);
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const stars = [1, 2, 3, 4, 5].map((n) => <StarIcon key={n} size={size} />);
  const label = count === undefined ? t('ratingStars.label', { value }) : t('ratingStars.labelWithCount', { value, count });
  return (
    <Row className={className} role="img" aria-label={label}>
      <Stars aria-hidden="true">
        {stars}
        <Filled $percent={percent}>{[1, 2, 3, 4, 5].map((n) => <StarIcon key={n} size={size} />)}</Filled>
      </Stars>
      {count !== undefined && <span aria-hidden="true">{t('ratingStars.count', { count })}</span>}
    </Row>
  );
}
