import type { RemotePagesSource } from 'shared-api/remote-pages';

/**
 * What this remote's pages are, for the shell (the page-description format agreed for every
 * remote): the operator identity and where it signs in, who may open each page, and the operator's
 * menu. The build writes it as pages.json beside mf-manifest.json; the shell reads it at start and
 * keeps no list of this remote's pages itself. A menu entry names its label by a key of this
 * remote's messages (`src/locales/<language>.json`), which the build step writes in, in every
 * language. `pages.test.ts` holds it to `routes.tsx`.
 */
const pages: RemotePagesSource = {
  remote: 'operator',
  identities: [{ kind: 'operator', signInPath: '/operator/login' }],
  pages: [
    { path: '/operator/login', access: 'public' },
    { path: '/operator', access: 'operator' },
    { path: '/operator/reports', access: 'operator' },
    { path: '/operator/stores', access: 'operator' },
    { path: '/operator/products', access: 'operator' },
    { path: '/operator/audit', access: 'operator' },
  ],
  menus: [
    {
      identity: 'operator',
      places: ['header', 'mobile'],
      to: '/operator',
      icon: 'layoutDashboard',
      order: 10,
      labelKey: 'nav.overview',
    },
    {
      identity: 'operator',
      places: ['header', 'mobile'],
      to: '/operator/reports',
      icon: 'inbox',
      order: 20,
      labelKey: 'nav.reports',
    },
    {
      identity: 'operator',
      places: ['header', 'mobile'],
      to: '/operator/stores',
      icon: 'store',
      order: 30,
      labelKey: 'nav.stores',
    },
    {
      identity: 'operator',
      places: ['header', 'mobile'],
      to: '/operator/products',
      icon: 'package',
      order: 40,
      labelKey: 'nav.products',
    },
    {
      identity: 'operator',
      places: ['header', 'mobile'],
      to: '/operator/audit',
      icon: 'clipboardList',
      order: 50,
      labelKey: 'nav.audit',
    },
  ],
};

export default pages;
