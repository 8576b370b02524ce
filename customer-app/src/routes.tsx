import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { followsApi, productsApi, reviewsApi, selectShipTo, storesApi, useSession, type AppDispatch, type RootState } from 'shared-api';
import { lazyPage, type RemoteRoute } from 'shared-api/remote-routes';
import { LoadingText, Page, useTranslation } from 'shared-ui';
// Home is the landing page and small: it comes with this module, which saves the home page one
// more round trip before its first paint (the other pages stay in chunks of their own).
import { HomePage, LATEST_PRODUCTS_COUNT } from './features/home';
import { parseProductId } from './features/product';
import { facetSearchFor, readFilters, toProductSearch } from './features/shop';
import { commonMessages } from './messages';

/**
 * Pages of the customer remote, exposed as `customer/routes`. The shell matches the path against
 * the pages this remote describes (`pages.ts`: access, server rendering) and renders the Component. Each page is its own
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
const OrdersPage = lazyPage(() => import(/* webpackChunkName: "orders" */ './features/orders/components/OrdersPage'));

/*
 * What the server writes into a public page's head (title, description, Open Graph, JSON-LD). Only
 * the shell's server asks for it, so each is a chunk of its own that the browser never downloads.
 */
const homeHead: NonNullable<RemoteRoute['head']> = (context) => import(/* webpackChunkName: "head-home" */ './features/home/homeHead').then((m) => m.homeHead(context));
const shopHead: NonNullable<RemoteRoute['head']> = (context) => import(/* webpackChunkName: "head-shop" */ './features/shop/shopHead').then((m) => m.shopHead(context));
const productHead: NonNullable<RemoteRoute['head']> = (context) =>
  import(/* webpackChunkName: "head-product" */ './features/product/productHead').then((m) => m.productHead(context));
const storeHead: NonNullable<RemoteRoute['head']> = (context) =>
  import(/* webpackChunkName: "head-store" */ './features/store-page/storeHead').then((m) => m.storeHead(context));

/**
 * Customer-only pages also guard themselves, so they behave when this remote runs standalone
 * (inside the shell, its guard has already let the customer through and this renders the page).
 */
function customerOnly(Page_: ComponentType): ComponentType {
  function CustomerOnly() {
    const { isCustomer, loading } = useSession();
    const location = useLocation();
    const { t } = useTranslation(commonMessages);
    if (loading) {
      return (
        <Page>
          <LoadingText>{t('session.checking')}</LoadingText>
        </Page>
      );
    }
    if (!isCustomer) return <Navigate to="/login" replace state={{ from: location }} />;
    return <Page_ />;
  }
  CustomerOnly.displayName = `CustomerOnly(${Page_.displayName ?? Page_.name ?? 'Page'})`;
  return CustomerOnly;
}

/** The store page's data: the store, then its products and followers (both need its id). */
async function prefetchStorePage(storeName: string | undefined, dispatch: AppDispatch): Promise<unknown> {
  if (!storeName) return;
  const store = await dispatch(storesApi.endpoints.getStore.initiate(storeName, { subscribe: false }));
  if (!store.data) return;
  const { store_id } = store.data;
  await Promise.all([
    dispatch(productsApi.endpoints.getStoreProducts.initiate(store_id, { subscribe: false })),
    dispatch(followsApi.endpoints.getFollowStatus.initiate(store_id, { subscribe: false })),
  ]);
}

/** The shopper's ship-to choice in the store the page renders with (per request on the server). */
function chosenShipTo(dispatch: AppDispatch): string | null {
  return dispatch((_dispatch: AppDispatch, getState: () => RootState) => selectShipTo(getState()));
}

const routes: RemoteRoute[] = [
  // The public pages (serverRendered in pages.ts) are rendered by the shell's server from what
  // their prefetch brings (the browser then hydrates them); opened in a browser-rendered page,
  // their prefetch starts at start-up instead of after the first render.
  {
    path: '/',
    Component: HomePage,
    prefetch: ({ dispatch }) => dispatch(productsApi.endpoints.getLatestProducts.initiate(LATEST_PRODUCTS_COUNT, { subscribe: false })),
    head: homeHead,
  },
  { path: '/login', Component: LoginPage, prefetch: LoginPage.preload },
  { path: '/register', Component: RegisterPage, prefetch: RegisterPage.preload },
  {
    path: '/shop',
    Component: ShopPage,
    // The first page of the search the URL's filters ask for, with the shopper's ship-to choice in
    // the store as the default ship-to filter (the same argument ShopPage uses, so hydration matches),
    // then the country counts for what that page shows (none for corrected results: facetSearchFor).
    prefetch: ({ search, dispatch }) => {
      const productSearch = toProductSearch(readFilters(search, chosenShipTo(dispatch)));
      return Promise.all([
        ShopPage.preload(),
        dispatch(productsApi.endpoints.searchProducts.initiate(productSearch, { subscribe: false })).then((result) => {
          const facetSearch = facetSearchFor(productSearch, result.data?.pages[0]?.corrected, search.get('exact') === '1');
          return facetSearch && dispatch(productsApi.endpoints.getProductFacets.initiate(facetSearch, { subscribe: false }));
        }),
      ]);
    },
    head: shopHead,
  },
  {
    path: '/product/:id',
    Component: ProductPage,
    prefetch: ({ params, dispatch }) => {
      const productId = parseProductId(params.id);
      return Promise.all([
        ProductPage.preload(),
        productId === undefined ? undefined : dispatch(productsApi.endpoints.getProduct.initiate(productId, { subscribe: false })),
        // The first page of its reviews (newest first, as the page opens): the figures and the
        // reviews the head's JSON-LD names.
        productId === undefined
          ? undefined
          : dispatch(reviewsApi.endpoints.getProductReviews.initiate({ productId, sort: 'newest' }, { subscribe: false })),
      ]);
    },
    head: productHead,
  },
  {
    path: '/store/:storeName',
    Component: StorePage,
    prefetch: ({ params, dispatch }) => Promise.all([StorePage.preload(), prefetchStorePage(params.storeName, dispatch)]),
    head: storeHead,
  },
  { path: '/cart', Component: customerOnly(CartPage) },
  { path: '/profile', Component: customerOnly(ProfilePage) },
  { path: '/inbox', Component: customerOnly(InboxPage) },
  { path: '/chat/:storeName', Component: customerOnly(ChatPage) },
  { path: '/orders', Component: customerOnly(OrdersPage) },
];

export default routes;
