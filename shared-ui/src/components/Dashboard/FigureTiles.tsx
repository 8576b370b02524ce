import type { CSSProperties, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { surfacePanel } from 'shared-ui';

export interface FigureTilesColumns {
  /** Tiles a row from the md breakpoint (two below it). */
  md: number;
  /** Tiles a row from the xl breakpoint, if more than at md. */
  xl?: number;
}

// Two tiles a row on a phone. With `wideFirst` the first tile (the longest figure, e.g. a gross
// merchandise value, "10,785.50 US$" in Arabic) takes two columns until the widest row, so it stays
// on one line and five tiles fill their rows (1 + 2 + 2 at 375 px, 2 + 1 and 3 on a tablet).
const Tiles = styled.dl<{ $columns: FigureTilesColumns; $wideFirst: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ $wideFirst }) =>
    $wideFirst &&
    css`
      & > :first-child {
        grid-column: span 2;
      }
    `}
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns.md}, minmax(0, 1fr));
  }
  ${({ theme, $columns, $wideFirst }) =>
    $columns.xl !== undefined &&
    css`
      ${theme.media.xl} {
        grid-template-columns: repeat(${$columns.xl}, minmax(0, 1fr));
        ${$wideFirst &&
        css`
          & > :first-child {
            grid-column: auto;
          }
        `}
      }
    `}
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
  /*
   * The figure shrinks with its tile (two tiles a row at 375 px, four at 768) rather than breaking in
   * two: its size is the tile's width over its length (--figure-length, set below; 9 at least), with
   * room for bold digits of about 0.65 em and a tenth to spare, so "$3,206.50" and Arabic's
   * "3,384.00 US$" each stay on one line.
   */
  container-type: inline-size;
  dd {
    margin: 0;
    font-size: min(${({ theme }) => theme.fontSizes['2xl']}, calc(140cqi / max(var(--figure-length, 9), 9)));
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

export interface Figure {
  key: string;
  /** What the figure counts, e.g. "Orders". */
  label: string;
  /** The figure, already written the page language's way. */
  value: ReactNode;
  /** A smaller line under the figure, e.g. "12 in all". */
  note?: ReactNode;
}

export interface FigureTilesProps {
  figures: Figure[];
  columns: FigureTilesColumns;
  /** The first tile spans two columns until the xl row (see above). */
  wideFirst?: boolean;
}

// Marks that take no room: the direction marks and isolates that right-to-left amounts carry.
const INVISIBLE_MARKS = /[\u200e\u200f\u2066-\u2069]/g;

/** The characters a written figure shows, for its size; none for a figure that is not plain text. */
const figureLength = (value: ReactNode): number | undefined => (typeof value === 'string' ? [...value.replace(INVISIBLE_MARKS, '')].length : undefined);

/** A dashboard's figures as tiles: each a big number over its label (a description list, the label its term). */
export function FigureTiles({ figures, columns, wideFirst = false }: FigureTilesProps) {
  return (
    <Tiles $columns={columns} $wideFirst={wideFirst}>
      {figures.map((figure) => (
        <Tile key={figure.key}>
          <dd style={{ '--figure-length': figureLength(figure.value) } as CSSProperties}>
            {figure.value}
            {figure.note !== undefined && <small>{figure.note}</small>}
          </dd>
          <dt>{figure.label}</dt>
        </Tile>
      ))}
    </Tiles>
  );
}
