import { Route, Routes } from 'react-router-dom';
import { RequireAccess } from '../features/guards';
import { shellRoutes } from '../features/routing';
import { NotFoundPage } from '../features/not-found';
import { RemoteBoundary, RemotePage } from '../features/remote-pages';

/**
 * One router for the whole site: each path of the spec's table is guarded first, then the owning
 * remote's page is loaded inside that remote's boundary; anything else is the 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      {shellRoutes.map(({ path, access, remote, serverRendered }) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAccess access={access}>
              <RemoteBoundary remote={remote}>
                <RemotePage remote={remote} pattern={path} serverRendered={serverRendered === true} />
              </RemoteBoundary>
            </RequireAccess>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
