/** The routing feature's public face: which app and page own a path (used by the browser and the server). */
export { shellRoutes, signInPathFor, type Access, type ShellRoute } from './routeTable';
export { remotePageFor, shellRouteFor, type ShellMatch } from './matchRoute';
export { languageRedirect, pathIn, pathLanguage, ROUTING_LANGUAGES, type RoutingLanguage } from './languagePrefix';
