const { createAppConfig } = require('../scripts/webpack-app.cjs');

// Remote "operator": the shell loads ./routes at runtime; src/index.ts runs it standalone.
module.exports = createAppConfig({
  appDir: __dirname,
  name: 'operator',
  title: 'Global Marketplace (operator console)',
  exposes: { './routes': './src/routes.tsx' },
});
