/**
 * The one list of shared singletons for the shell and both remotes (Module Federation `shared`).
 *
 * Every app must share exactly the same set, or a remote ends up with its own React, router, store
 * or theme context (styled-components' useTheme then fails inside the remote). Subpaths are listed
 * one by one because federation shares by import request, not by package. Nothing is eager: each
 * app's entry is `import('./bootstrap')`, which gives the share scope time to settle first.
 *
 * A shared module is never tree-shaken (any consumer may use any of its exports), so what is shared
 * is only what must be one instance: the libraries, shared-api's core (the api slice, the session,
 * the store) and, of shared-ui, the two modules that hold state. The rest of shared-ui is a plain
 * library that each app bundles, tree-shaken to the blocks it uses.
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
  // Only react-router-dom, and only the names listed in shared-ui/src/router/reactRouterDom.ts (see
  // sharedImports): react-router itself is then bundled into that one module and tree-shaken.
  'react-router-dom': ['react-router-dom'],
  'react-redux': ['react-redux'],
  // Not @reduxjs/toolkit: only shared-api (itself a singleton) imports it, so it is bundled into
  // shared-api's module and tree-shaken there instead of shipped whole in three shared modules.
  'styled-components': ['styled-components'],
  // Not @lingui/core or @lingui/react: only shared-ui's core (itself a singleton) imports them (lint
  // enforces it), so the page has one Lingui and one translations instance, bundled into that module
  // and tree-shaken there; a language change re-renders the shell and every remote together (the
  // trap of react-i18next#1622, a second copy that never hears the change, cannot arise).
  // Workspace packages: their version is not an npm release, so requiredVersion must be explicit.
  // shared-api's core, and its subpaths of signed-in features: each injects endpoints into the one
  // api slice (or holds the tab's one live connection), so each is one instance per page, and each
  // is downloaded with the first page that imports it. Its other subpaths (remote-routes,
  // countries, country-names, country-options, field-limits, standalone) hold no state: each app bundles what it
  // uses of them (country-names registers its namespace in shared-ui's one translations instance).
  'shared-api': ['shared-api', 'shared-api/users', 'shared-api/store-admin', 'shared-api/cart', 'shared-api/orders', 'shared-api/chat', 'shared-api/notifications', 'shared-api/operator', 'shared-api/live', 'shared-api/reviews', 'shared-api/reports'],
};

/**
 * Modules shared by file under a key of their own (every import that resolves to the file,
 * relative ones inside the package included, takes the one instance): shared-ui's core, which
 * holds the state a page has once (the toast list, the theme mode's context) and the basic blocks
 * that the shell's frame and every remote page draw with (shared-ui/src/core/index.ts). The rest
 * of shared-ui is bundled by each app, tree-shaken to what it uses.
 */
const sharedModules = {
  'shared-ui/core': 'shared-ui/src/core/index.ts',
};

/**
 * Share keys whose provided module is a list of what the apps use rather than the whole package
 * (a shared module keeps all its exports, so sharing the package shipped all of it).
 */
const sharedImports = {
  'react-router-dom': path.join(root, 'shared-ui/src/router/reactRouterDom.ts'),
};

/**
 * Runtime plugins that every app's federation instance carries, in its browser and server builds:
 * a shared singleton registered at exactly the version its consumer was built against is answered
 * without the runtime's semver parsing (shared-api/src/federation/exactVersionShare.ts).
 */
const federationRuntimePlugins = [path.join(root, 'shared-api/src/federation/exactVersionShare.ts')];

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
        ...(sharedImports[request] ? { import: sharedImports[request] } : {}),
      };
    }
  }
  for (const [shareKey, file] of Object.entries(sharedModules)) {
    const pkg = shareKey.split('/')[0];
    const version = installedVersion(pkg);
    const absolute = path.join(root, file);
    shared[absolute] = { shareKey, import: absolute, singleton: true, eager: false, version, requiredVersion: `^${version}` };
  }
  return shared;
}

module.exports = { federationRuntimePlugins, federationShared, sharedPackages, sharedModules };
