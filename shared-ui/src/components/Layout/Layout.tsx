import styled, { type DefaultTheme } from 'styled-components';

type Space = keyof DefaultTheme['space'];

/** Centered page column with comfortable side padding. */
export const Page = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.sizes.narrow : theme.sizes.page)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  }
`;

export const PageTitle = styled.h1`
  margin-bottom: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

/** Vertical flow with a gap from the spacing scale (default 4 = 1rem). */
export const Stack = styled.div<{ $gap?: Space; $align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align = 'stretch' }) => $align};
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
`;

/** Horizontal flow that wraps, with a gap from the spacing scale (default 3). */
export const Row = styled.div<{
  $gap?: Space;
  $align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  $justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  $wrap?: boolean;
}>`
  display: flex;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
`;

/** Muted secondary text. */
export const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
