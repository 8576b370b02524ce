import { Component, Suspense, type ReactNode } from 'react';

interface OptionalPartProps {
  /** Shown while the part's code downloads, and instead of the part if it cannot be loaded. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A lazily loaded part of the frame (the bell, the cart count, a signed-in visitor's menu icons)
 * that the page can do without: while its code downloads the fallback shows (during hydration the
 * server's markup stays instead), and if the code cannot be loaded — offline, or a tab opened before
 * the shell was redeployed — the fallback stays, and the rest of the page keeps working.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    const { fallback = null, children } = this.props;
    return this.state.failed ? fallback : <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
