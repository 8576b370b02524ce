/** The routing feature's public face: which app and page own a path (used by the browser and the server). */
export { serverRenderedRemotesOf, sitePagesOf, type ShellRoute, type SiteMenuEntry, type SitePages } from './sitePages';
export { remotePageFor, shellRouteFor, type ShellMatch } from './matchRoute';
export { languageRedirect, pathIn, pathLanguage, ROUTING_LANGUAGES, type RoutingLanguage } from './languagePrefix';
