const { createAppConfig } = require('../scripts/webpack-app.cjs');
const { createShellServerConfigs } = require('../scripts/webpack-server.cjs');

const site = require('../shared-api/src/remote-routes/site.json');

const browser = createAppConfig({ appDir: __dirname, name: 'shell', title: site.name });
const servers = createShellServerConfigs({ appDir: __dirname });

// The host: declares no remotes; it reads them from the runtime configuration at start (the
// browser in src/bootstrap.tsx, the server's render workers in src/server/worker). dist/ is the
// browser build (static files), dist-server/ the Node server that renders pages. The dev server
// builds the browser part only.
module.exports = (env = {}, argv = {}) => (env.WEBPACK_SERVE ? browser(env, argv) : [browser(env, argv), ...servers.map((config) => config(env, argv))]);
