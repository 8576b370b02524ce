import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MapPinIcon, StoreIcon } from '../../icons';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';
import { Price } from '../Price/Price';
import { RatingStars } from '../RatingStars/RatingStars';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.normal}, transform ${({ theme }) => theme.transitions.normal};
  /*
   * A card away from the viewport is neither styled, laid out nor painted until it comes near
   * (most of a shop page's 24 cards on a phone): the page's first layout costs a third less. It
   * stays in the accessibility tree, findable, and focusable. Until then it takes the height of a
   * card (a card measured once keeps its own: auto): about 22rem in a phone's two columns, 30rem
   * in the wider columns from sm. The grid's columns do not depend on their cards, so only the rows
   * below the viewport take the estimate.
   */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 22rem;
  ${({ theme }) => theme.media.sm} {
    contain-intrinsic-block-size: auto 30rem;
  }

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  /* The ring goes round the whole card; browsers without :has() keep the link's own outline. */
  &:has(a:focus-visible) {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.background},
      0 0 0 4px ${({ theme }) => theme.colors.focusRing};
  }
  &:has(a:focus-visible) a:focus-visible {
    outline: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &:hover { transform: none; }
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

// The whole card is clickable through this link's ::after, while the name stays the link's text.
const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  svg { flex-shrink: 0; }
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

// Above the stretched link, so an interactive extra (a button) stays clickable.
const Extra = styled.div`
  position: relative;
  z-index: 1;
`;

const Amount = styled(Price)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface ProductCardProps {
  name: string;
  price: number;
  country: string;
  storeName: string;
  /** Full image URL (API host + the product's img path). */
  imageSrc: string;
  /** The same picture in narrower widths (`srcset`), with how wide the card draws it (`sizes`). */
  imageSrcSet?: string;
  imageSizes?: string;
  /** Where the card leads: the product page, or its edit page in the store view. */
  to: string;
  /** Extra content at the bottom right, e.g. a stock badge. */
  extra?: ReactNode;
  /** Heading level of the name, to fit the page outline (default h3). */
  headingAs?: 'h2' | 'h3' | 'h4';
  /**
   * How the picture loads: 'lazy' (below the fold, the default); 'eager' for the first row, above
   * the fold (a lazy image waits for layout before it is even requested); 'priority' for the card
   * whose picture is the page's largest paint (the first card on a phone), also at high priority.
   * Only one per page: several high-priority pictures share the connection with the largest one.
   */
  imageLoading?: 'lazy' | 'eager' | 'priority';
  /** The reviews' average and count: stars and the count when there is at least one review. */
  rating?: { average: number | null | undefined; count: number | undefined };
}

/** How the picture is fetched: lazy by default, eager above the fold, and at high priority for the largest paint. */
function loadingAttributes(imageLoading: NonNullable<ProductCardProps['imageLoading']>): { loading?: 'eager'; fetchPriority?: 'high' } {
  if (imageLoading === 'lazy') return {};
  return imageLoading === 'priority' ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}

export function ProductCard({
  name,
  price,
  country,
  storeName,
  imageSrc,
  imageSrcSet,
  imageSizes,
  to,
  extra,
  headingAs = 'h3',
  imageLoading = 'lazy',
  rating,
}: ProductCardProps) {
  return (
    <Article>
      {/* Square, as product shots usually are (the demo pictures too), so nothing is cropped away. */}
      <ImageWithFallback
        src={imageSrc}
        srcSet={imageSrcSet}
        sizes={imageSrcSet ? imageSizes : undefined}
        alt={name}
        width={400}
        height={400}
        {...loadingAttributes(imageLoading)}
      />
      <Body>
        <Name as={headingAs}>
          <CardLink to={to}>
            <bdi>{name}</bdi>
          </CardLink>
        </Name>
        <Meta>
          <StoreIcon size={14} />
          <bdi>{storeName}</bdi>
        </Meta>
        <Meta>
          <MapPinIcon size={14} />
          <span>{country}</span>
        </Meta>
        {rating && rating.average != null && (rating.count ?? 0) > 0 && <RatingStars value={rating.average} count={rating.count} />}
        <Bottom>
          <Amount value={price} layout="stacked" />
          {extra && <Extra>{extra}</Extra>}
        </Bottom>
      </Body>
    </Article>
  );
}

const Placeholder = styled.div`
  width: 100%;
  aspect-ratio: 1 / 1;
  background-color: ${({ theme }) => theme.colors.skeleton};
`;

// Lines of the card's own text styles holding a no-break space, so the skeleton is as tall as a card.
const Bar = styled.span<{ $width: string }>`
  display: inline-block;
  width: ${({ $width }) => $width};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.skeleton};
`;

const HiddenAmount = styled(Amount)`
  visibility: hidden;
`;

/**
 * A card's outline while products load: same box, picture and text lines as ProductCard, so the
 * cards that replace it move nothing below them (no layout shift). Hidden from assistive technology;
 * the page says what is loading.
 */
export function ProductCardSkeleton() {
  return (
    <Article aria-hidden="true" data-skeleton="true">
      <Placeholder />
      <Body>
        <Name>
          <Bar $width="70%">{'\u00a0'}</Bar>
        </Name>
        <Meta>
          <Bar $width="45%">{'\u00a0'}</Bar>
        </Meta>
        <Meta>
          <Bar $width="35%">{'\u00a0'}</Bar>
        </Meta>
        <Bottom>
          <HiddenAmount value={0} />
        </Bottom>
      </Body>
    </Article>
  );
}
