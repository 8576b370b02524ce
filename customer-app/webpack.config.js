const { createAppConfig } = require('../scripts/webpack-app.cjs');

// Remote "customer": the shell loads ./routes at runtime; src/index.ts runs it standalone.
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'customer',
  title: 'Global Marketplace (customer app)',
  exposes: { './routes': './src/routes.tsx' },
});
