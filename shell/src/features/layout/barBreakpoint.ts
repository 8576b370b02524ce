import { css } from 'styled-components';
import type { Role } from '../session';

/**
 * The widest bar a visitor's links need decides where the bar shows them (and the menu button
 * goes): a guest's links, preferences and theme toggle take 640–715 px in the four languages, so
 * from md; a signed-in visitor's add the sign-out and (customers, stores) the bell: 1,100–1,260 px,
 * so from xl (the page's width), with the menu button below it. Squeezed into a narrower bar they
 * overflowed the page sideways on a tablet (`e2e/tests/header-fits.spec.ts`).
 */
export type BarBreakpoint = 'md' | 'xl';
export const barBreakpointOf = (role: Role): BarBreakpoint => (role === 'guest' ? 'md' : 'xl');

// Hidden on one side of the bar's breakpoint: `belowBar` for what only the bar shows (hidden with a
// max-width query, so the bar is the markup's default state and the small screen the exception),
// `atBar` for the menu button and the menu it opens.
export const belowBar = (from: BarBreakpoint) => css`
  @media (width < ${({ theme }) => theme.breakpoints[from]}) {
    display: none;
  }
`;
export const atBar = (from: BarBreakpoint) => css`
  @media (width >= ${({ theme }) => theme.breakpoints[from]}) {
    display: none;
  }
`;
