import { memo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAccess } from '../features/guards';
import { NotFoundPage } from '../features/not-found';
import { RemoteBoundary, RemotePage, useSitePages } from '../features/remote-pages';

/**
 * One router for the whole site: each page the remotes describe is guarded first, then the owning
 * remote's page is loaded inside that remote's boundary; anything else is the 404 page. Memoized:
 * a re-render of the frame around it (the session arriving, say) must not reach a page's boundary
 * while that page still hydrates, or React would drop the page's server HTML and render it afresh.
 */
export const AppRoutes = memo(function AppRoutes() {
  const { routes } = useSitePages();
  return (
    <Routes>
      {routes.map(({ path, access, remote, serverRendered }) => (
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
});
