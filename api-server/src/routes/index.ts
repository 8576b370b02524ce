/** Every route plugin of the API, one per resource: add a line here to register a new one. */
import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import users from './users';
import stores from './stores';
import products from './products';
import follows from './follows';
import cart from './cart';
import orders from './orders';
import messages from './messages';
import live from './live';
import orderTracking from './order-tracking';
import notifications from './notifications';
import sitemap from './sitemap';
import currencies from './currencies';

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
  orderTracking,
  notifications,
  sitemap,
  currencies,
];
