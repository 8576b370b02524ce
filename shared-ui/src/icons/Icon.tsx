import type { SVGProps } from 'react';

/**
 * Small inline icons (stroke = currentColor, so they follow the theme). Decorative by default. The
 * drawings are Lucide's (lucide.dev, ISC licence), written out here so that a page carries only the
 * few it shows and none of an icon library's machinery.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * A drawing that points somewhere (an arrow, a chevron sideways, a cart, going in or out) is
 * mirrored in right-to-left pages: the base styles (theme/baseStyles.ts) flip every `[data-rtl-mirror]` under `[dir='rtl']`.
 */
export const mirrorInRtl = { 'data-rtl-mirror': '' } as const;

export function Icon({ size = 18, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
