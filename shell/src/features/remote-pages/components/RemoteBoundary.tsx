import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '../../remotes';
import { RemoteFallback } from './RemoteFallback';
import { PageInBrowser } from './RemotePage';
import { useRemoteRegistry } from './RemoteRegistryContext';

interface CatchFailureProps {
  /** Any change of these after a failure starts afresh (another remote or path). */
  resetKeys: readonly unknown[];
  /** Called before starting afresh (Retry, or a change of resetKeys). */
  onReset(): void;
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

const changed = (a: readonly unknown[], b: readonly unknown[]) => a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/** An error boundary (a class, by React's rules) with Retry and reset keys; React reports the error itself. */
class CatchFailure extends Component<CatchFailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: CatchFailureProps, previousState: { failed: boolean }): void {
    // Only a failure that was already shown: the update that caught it may have changed the keys too.
    if (this.state.failed && previousState.failed && changed(previous.resetKeys, this.props.resetKeys)) this.retry();
  }

  retry = (): void => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** One element for every render: new props on a boundary still hydrating would make React drop its server HTML. */
const pageLoading = <PageInBrowser />;

/**
 * One boundary per remote page: a loading text while the remote's code arrives, and, when it fails,
 * a fallback with Retry (which forgets the failed attempt and loads the remote again). Moving to
 * another path also starts afresh.
 */
export function RemoteBoundary({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const registry = useRemoteRegistry();
  const { pathname } = useLocation();
  return (
    <CatchFailure resetKeys={[remote, pathname]} onReset={() => registry.retry(remote)} fallback={(retry) => <RemoteFallback remote={remote} onRetry={retry} />}>
      <Suspense fallback={pageLoading}>{children}</Suspense>
    </CatchFailure>
  );
}
