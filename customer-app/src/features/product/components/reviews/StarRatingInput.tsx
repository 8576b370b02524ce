import styled from 'styled-components';
import { FieldGroup, icons, useTranslation, VisuallyHidden } from 'shared-ui';
import { productMessages } from '../../messages';

// Pulled back by a star's padding, so the first star's edge lines up with the legend and the fields.
const Stars = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[1]});
`;

// The radio is hidden but focusable; its label draws the star, filled up to the chosen rating.
const Star = styled.label<{ $filled: boolean }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $filled }) => ($filled ? theme.colors.rating : theme.colors.inputBorder)};
  cursor: pointer;
  svg { fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')}; }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface StarRatingInputProps {
  /** A name unique on the page (the radios' group). */
  name: string;
  value: number;
  onChange(rating: number): void;
  error?: string;
}

/** The rating as a radio group of five stars ("4 stars"): arrow keys move between them. */
export function StarRatingInput({ name, value, onChange, error }: StarRatingInputProps) {
  const { t } = useTranslation(productMessages);
  return (
    <FieldGroup aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{t('reviews.form.rating')}</legend>
      <Stars>
        {[1, 2, 3, 4, 5].map((stars) => (
          <span key={stars}>
            <VisuallyHidden as="input" type="radio" id={`${name}-${stars}`} name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <Star htmlFor={`${name}-${stars}`} $filled={stars <= value}>
              <icons.StarIcon size={24} />
              <VisuallyHidden>{t('reviews.stars', { stars })}</VisuallyHidden>
            </Star>
          </span>
        ))}
      </Stars>
      {error && <Error id={`${name}-error`}>{error}</Error>}
    </FieldGroup>
  );
}
