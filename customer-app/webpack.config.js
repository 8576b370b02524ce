const { createAppConfig } = require('../scripts/webpack-app.cjs');
const { createRemoteServerConfig } = require('../scripts/webpack-server.cjs');

const exposes = { './routes': './src/routes.tsx' };
const browser = createAppConfig({ appDir: __dirname, name: 'customer', title: 'Global Marketplace (customer app)', exposes });
const server = createRemoteServerConfig({ appDir: __dirname, name: 'customer', exposes });

// Remote "customer": the shell loads ./routes at runtime, in the browser (dist/) and on its server
// (dist/server/, Node); src/index.ts runs it standalone. The dev server builds the browser part only.
module.exports = (env = {}, argv = {}) => (env.WEBPACK_SERVE ? browser(env, argv) : [browser(env, argv), server(env, argv)]);
