/**
 * Every route plugin of the API, one per resource (add a line here to register a new one), and
 * every call they declare: the OpenAPI printer (scripts/) and the tests read the calls from here.
 */
import type { FastifyPluginAsync } from 'fastify';
import health, { healthCalls } from './health';
import users, { userCalls } from './users';
import stores, { storeCalls } from './stores';
import products, { productCalls } from './products';
import follows, { followCalls } from './follows';
import cart, { cartCalls } from './cart';
import orders, { orderCalls } from '../orders/routes';
import messages, { messageCalls } from './messages';
import live from './live';
import notifications, { notificationCalls } from './notifications';
import sitemap, { sitemapCalls } from './sitemap';
import currencies, { currencyCalls } from './currencies';
import reviews, { reviewCalls } from './reviews';
import reports, { reportCalls } from './reports';
import moderation, { moderationCalls } from './moderation';
import operator, { operatorCalls } from '../operator/routes';

export const routePlugins: FastifyPluginAsync[] = [
  health,
  users,
  stores,
  products,
  follows,
  cart,
  orders,
  messages,
  live,
  notifications,
  sitemap,
  currencies,
  reviews,
  reports,
  moderation,
  operator,
];

/** Every call of the API by "METHOD /path/{param}", in the OpenAPI document's order. */
export const routeTable = {
  ...userCalls,
  ...storeCalls,
  ...productCalls,
  ...followCalls,
  ...cartCalls,
  ...orderCalls,
  ...messageCalls,
  ...notificationCalls,
  ...sitemapCalls,
  ...currencyCalls,
  ...reviewCalls,
  ...reportCalls,
  ...operatorCalls,
  ...moderationCalls,
  ...healthCalls,
};

export type RouteKey = keyof typeof routeTable;
export { splitRouteKey } from './calls';
