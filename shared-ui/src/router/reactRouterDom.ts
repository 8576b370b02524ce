/*
 * What the apps use of react-router-dom, and all that the federation share scope carries under the
 * "react-router-dom" key (scripts/federation-shared.cjs points that key's `import` here).
 *
 * A shared module is not tree-shaken (any consumer may use any export), so sharing the package
 * itself shipped the whole of react-router (~60 KB gzip) in every first load. Sharing this list
 * instead lets webpack drop the rest of react-router. Source code keeps importing from
 * 'react-router-dom' (types and tests see the real package); lint refuses an app's import of a name
 * that is missing here (eslint.config.mjs reads this list). Add a name here before using it in an app.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Router,
  Routes,
  // The shell's router takes its basename (the language prefix) from the same history location.
  UNSAFE_createBrowserHistory,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
