import type { RemotePagesSource } from 'shared-api/remote-pages';

/**
 * What this remote tells the shell about its pages (published with its build as `pages.json`, see
 * scripts/remote-pages-plugin.cjs): who may open each page, which ones the shell's server renders,
 * the customer identity and where it signs in, and its entries in the frame's menus (labels from
 * this remote's messages, `src/locales`). `src/pages.test.ts` holds it to `routes.tsx`.
 */
const pages: RemotePagesSource = {
  remote: 'customer',
  identities: [{ kind: 'customer', signInPath: '/login' }],
  pages: [
    { path: '/', access: 'public', serverRendered: true },
    { path: '/login', access: 'public' },
    { path: '/register', access: 'public' },
    { path: '/shop', access: 'public', serverRendered: true },
    { path: '/product/:id', access: 'public', serverRendered: true },
    { path: '/store/:storeName', access: 'public', serverRendered: true },
    { path: '/cart', access: 'customer' },
    { path: '/profile', access: 'customer' },
    { path: '/inbox', access: 'customer' },
    { path: '/chat/:storeName', access: 'customer' },
    { path: '/orders', access: 'customer' },
  ],
  menus: [
    { identity: 'customer', places: ['header'], to: '/shop', icon: 'shoppingBag', order: 10, labelKey: 'nav.shop' },
    { identity: 'customer', places: ['header', 'mobile'], to: '/inbox', icon: 'messageSquare', order: 20, labelKey: 'nav.messages' },
    { identity: 'customer', places: ['header', 'mobile'], to: '/orders', icon: 'package', order: 30, labelKey: 'nav.orders' },
    { identity: 'customer', places: ['header', 'mobile'], to: '/cart', icon: 'shoppingCart', order: 40, labelKey: 'nav.cart', badge: 'cartCount' },
    { identity: 'customer', places: ['header', 'mobile'], to: '/profile', icon: 'user', order: 50, labelKey: 'nav.profile' },
    { identity: 'guest', places: ['header', 'mobile'], to: '/login', icon: 'logIn', order: 10, labelKey: 'nav.login' },
    // The header's sign-up link is the bar's call to action; in the mobile list it is a plain item.
    { identity: 'guest', places: ['header'], to: '/register', icon: 'userPlus', order: 20, labelKey: 'nav.signUp', emphasis: true },
    { identity: 'guest', places: ['mobile'], to: '/register', icon: 'userPlus', order: 20, labelKey: 'nav.signUp' },
  ],
};

export default pages;
