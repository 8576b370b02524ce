import type { RemotePagesSource } from 'shared-api/remote-pages';

/**
 * What this remote tells the shell about its pages (published with its build as `pages.json`, see
 * scripts/remote-pages-plugin.cjs): who may open each page (a store's pages need a store session),
 * the store identity and where it signs in, and its entries in the frame's menus (labels from this
 * remote's messages, `src/locales`). `src/pages.test.ts` holds it to `routes.tsx`.
 */
const pages: RemotePagesSource = {
  remote: 'seller',
  identities: [{ kind: 'store', signInPath: '/store/login' }],
  pages: [
    { path: '/store/register', access: 'public' },
    { path: '/store/login', access: 'public' },
    { path: '/store/profile', access: 'store' },
    { path: '/store/add-product', access: 'store' },
    { path: '/store/edit-product/:id', access: 'store' },
    { path: '/store/orders', access: 'store' },
    { path: '/store/inbox', access: 'store' },
    { path: '/store/chat/:username', access: 'store' },
  ],
  menus: [
    { identity: 'store', places: ['header', 'mobile'], to: '/store/inbox', icon: 'messageSquare', order: 10, labelKey: 'nav.messages' },
    { identity: 'store', places: ['header', 'mobile'], to: '/store/profile', icon: 'layoutDashboard', order: 20, labelKey: 'nav.storeDashboard' },
    { identity: 'store', places: ['mobile'], to: '/store/orders', icon: 'clipboardList', order: 30, labelKey: 'nav.orders' },
    { identity: 'store', places: ['mobile'], to: '/store/add-product', icon: 'packagePlus', order: 40, labelKey: 'nav.addProduct' },
    { identity: 'guest', places: ['mobile'], to: '/store/login', icon: 'store', order: 30, labelKey: 'nav.storeLogin' },
  ],
};

export default pages;
