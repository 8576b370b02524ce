import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { LoadingText } from 'shared-ui';
import type { RemoteName } from '../../remotes';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteRegistry } from './RemoteRegistryContext';

/**
 * One boundary per remote page: a loading text while the remote's code arrives, and, when it fails,
 * a fallback with Retry (which forgets the failed attempt and loads the remote again). Moving to
 * another path also starts afresh.
 */
export function RemoteBoundary({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const registry = useRemoteRegistry();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[remote, pathname]}
      onReset={() => registry.retry(remote)}
      fallbackRender={({ resetErrorBoundary }) => <RemoteFallback remote={remote} onRetry={resetErrorBoundary} />}
    >
      <Suspense fallback={<LoadingText>Loading page...</LoadingText>}>{children}</Suspense>
    </ErrorBoundary>
  );
}
