import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { lazyPage, productsApi, useSession, type RemoteRoute } from 'shared-api';
import { LoadingText, Page } from 'shared-ui';
// Home is the landing page and small: it comes with this module, which saves the home page one
// more round trip before its first paint (the other pages stay in chunks of their own).
import HomePage from './features/home/components/HomePage';
import { LATEST_PRODUCTS_COUNT } from './features/home/components/LatestProducts';
import { parseProductId } from './features/product/productId';
import { readFilters, toProductSearch } from './features/shop/hooks/shopFilters';

/**
 * Pages of the customer remote, exposed as `customer/routes`. The shell matches the path against
 * its own route table (which decides access) and renders the Component. Each page is its own
 * chunk (lazyPage), so the home page downloads none of the others (home itself is in this one); a
 * public page's prefetch starts its chunk when the visitor opens the site on it.
 */
const LoginPage = lazyPage(() => import(/* webpackChunkName: "login" */ './features/auth/components/LoginPage'));
const RegisterPage = lazyPage(() => import(/* webpackChunkName: "register" */ './features/auth/components/RegisterPage'));
const ShopPage = lazyPage(() => import(/* webpackChunkName: "shop" */ './features/shop/components/ShopPage'));
const ProductPage = lazyPage(() => import(/* webpackChunkName: "product" */ './features/product/components/ProductPage'));
const StorePage = lazyPage(() => import(/* webpackChunkName: "store-page" */ './features/store-page/components/StorePage'));
const CartPage = lazyPage(() => import(/* webpackChunkName: "cart" */ './features/cart/components/CartPage'));
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "profile" */ './features/profile/components/ProfilePage'));
const InboxPage = lazyPage(() => import(/* webpackChunkName: "inbox" */ './features/chat/components/InboxPage'));
const ChatPage = lazyPage(() => import(/* webpackChunkName: "chat" */ './features/chat/components/ChatPage'));

/**
 * Customer-only pages also guard themselves, so they behave when this remote runs standalone
 * (inside the shell, its guard has already let the customer through and this renders the page).
 */
function customerOnly(Page_: ComponentType): ComponentType {
  function CustomerOnly() {
    const { isUser, loading } = useSession();
    const location = useLocation();
    if (loading) {
      return (
        <Page>
          <LoadingText>Checking your session...</LoadingText>
        </Page>
      );
    }
    if (!isUser) return <Navigate to="/login" replace state={{ from: location }} />;
    return <Page_ />;
  }
  CustomerOnly.displayName = `CustomerOnly(${Page_.displayName ?? Page_.name ?? 'Page'})`;
  return CustomerOnly;
}

const routes: RemoteRoute[] = [
  // Their first request starts at start-up (RemoteRoute.prefetch), not after the first render.
  { path: '/', Component: HomePage, prefetch: (_params, dispatch) => void dispatch(productsApi.util.prefetch('getLatestProducts', LATEST_PRODUCTS_COUNT, {})) },
  { path: '/login', Component: LoginPage, prefetch: LoginPage.preload },
  { path: '/register', Component: RegisterPage, prefetch: RegisterPage.preload },
  {
    path: '/shop',
    Component: ShopPage,
    // The first page of the search the URL's filters ask for (the same argument ShopPage uses).
    prefetch: (_params, dispatch) => {
      ShopPage.preload();
      void dispatch(
        productsApi.endpoints.searchProducts.initiate(toProductSearch(readFilters(new URLSearchParams(window.location.search))), { subscribe: false }),
      );
    },
  },
  {
    path: '/product/:id',
    Component: ProductPage,
    prefetch: ({ id }, dispatch) => {
      ProductPage.preload();
      const productId = parseProductId(id);
      if (productId !== undefined) void dispatch(productsApi.util.prefetch('getProduct', productId, {}));
    },
  },
  { path: '/store/:storeName', Component: StorePage, prefetch: StorePage.preload },
  { path: '/cart', Component: customerOnly(CartPage) },
  { path: '/profile', Component: customerOnly(ProfilePage) },
  { path: '/inbox', Component: customerOnly(InboxPage) },
  { path: '/chat/:storeName', Component: customerOnly(ChatPage) },
];

export default routes;
