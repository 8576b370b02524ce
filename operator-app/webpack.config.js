const { createAppConfig } = require('../scripts/webpack-app.cjs');

// Remote "operator": the shell loads ./routes at runtime; src/index.ts runs it standalone.
const config = createAppConfig({
  appDir: __dirname,
  name: 'operator',
  title: 'Global Marketplace (operator console)',
  exposes: { './routes': './src/routes.tsx' },
});

// The dev server's port: OPERATOR_PORT or 8083, as `npm start` serves dist/ (until the repository's
// runtime configuration, scripts/runtime-config.cjs, names the operator's port itself).
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.devServer = { ...built.devServer, port: built.devServer.port ?? Number(process.env.OPERATOR_PORT || 8083) };
  return built;
};
