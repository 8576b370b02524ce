const { createAppConfig } = require('../scripts/webpack-app.cjs');

// The host: declares no remotes; it reads them from /config.json at start (src/bootstrap.tsx).
module.exports = createAppConfig({ appDir: __dirname, name: 'shell', title: 'Global Marketplace' });
