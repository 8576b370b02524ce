const { createAppConfig } = require('../scripts/webpack-app.cjs');

// Remote "seller": the shell loads ./routes at runtime; src/index.ts runs it standalone.
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'seller',
  title: 'Global Marketplace (store app)',
  exposes: { './routes': './src/routes.tsx' },
});
