/**
 * The one list of shared singletons for the shell and both remotes (Module Federation `shared`).
 *
 * Every app must share exactly the same set, or a remote ends up with its own React, router, store
 * or theme context (styled-components' useTheme then fails inside the remote). Subpaths are listed
 * one by one because federation shares by import request, not by package. Nothing is eager: each
 * app's entry is `import('./bootstrap')`, which gives the share scope time to settle first.
 */
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Installed version of a package, read from its package.json (resolved from the repository root). */
function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
}

/** Packages whose every listed import request is shared as one singleton. */
const sharedPackages = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router': ['react-router', 'react-router/dom'],
  'react-router-dom': ['react-router-dom'],
  'react-redux': ['react-redux'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
  'styled-components': ['styled-components'],
  // Workspace packages: their version is not an npm release, so requiredVersion must be explicit.
  'shared-api': ['shared-api'],
  'shared-ui': ['shared-ui'],
};

/** The `shared` option for ModuleFederationPlugin, identical in all three apps. */
function federationShared() {
  const shared = {};
  for (const [pkg, requests] of Object.entries(sharedPackages)) {
    const version = installedVersion(pkg);
    for (const request of requests) {
      shared[request] = {
        singleton: true,
        eager: false,
        version,
        requiredVersion: `^${version}`,
      };
    }
  }
  return shared;
}

module.exports = { federationShared, sharedPackages };
