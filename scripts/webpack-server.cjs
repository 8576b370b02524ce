/**
 * Server builds (Node), beside each app's browser build:
 *
 * - a remote's server build (`createRemoteServerConfig`): the same exposed modules compiled for
 *   Node into dist/server/ with its own mf-manifest.json; it is deployed with the browser build,
 *   on the remote's own origin, and the shell's server loads it from there over HTTP at runtime;
 * - the shell's server (`createShellServerConfigs`): the render worker (a federation host for Node
 *   whose remotes come from the runtime configuration) and the HTTP server that runs a pool of
 *   them, into dist-server/ (never served to browsers).
 *
 * Both use the shared singletons of the browser builds, so on the server too a remote's pages see
 * the shell's React, router, store, theme and style sheet.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationRuntimePlugins, federationShared } = require('./federation-shared.cjs');
const { appResolve, typescriptRule } = require('./webpack-app.cjs');
const { messagesRule } = require('./messages/webpackLoader.cjs');

/** Fetches remote chunks over HTTP (and the host's own chunks from its folder) in Node. */
const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

function modeOf(argv = {}) {
  return argv.mode === 'development' ? 'development' : 'production';
}

function common(appDir, mode) {
  return {
    mode,
    context: appDir,
    target: 'async-node',
    devtool: 'source-map',
    resolve: appResolve(mode === 'production'),
    module: { rules: [typescriptRule(appDir, mode === 'production'), messagesRule(), { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset/resource', generator: { emit: false } }] },
    // Readable stacks in the server's log; size does not matter here.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir
 * @param {'customer'|'seller'} options.name
 * @param {Record<string,string>} options.exposes
 */
function createRemoteServerConfig({ appDir, name, exposes }) {
  return (_env, argv) => {
    const mode = modeOf(argv);
    return {
      ...common(appDir, mode),
      name: `${name}-server`,
      // The container entry (remoteEntry.js) is the only one; federation adds it.
      entry: {},
      output: {
        path: path.join(appDir, 'dist/server'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        // Chunks resolve against the remote entry's own URL (the node runtime plugin's fallback).
        publicPath: '',
        uniqueName: `${name}-server`,
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: federationShared(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          library: { type: 'commonjs-module', name },
          remoteType: 'script',
          runtimePlugins: [nodeRuntimePlugin, ...federationRuntimePlugins],
        }),
      ],
    };
  };
}

/** Node's built-ins and installed packages stay `require`s in the HTTP server (not a federation host). */
function nodeModulesExternal({ request }, callback) {
  if (/^(node:|[a-z@])/.test(request) && !/^shared-(api|ui)(\/|$)/.test(request)) return callback(null, `commonjs ${request}`);
  return callback();
}

/** @param {{ appDir: string }} options */
function createShellServerConfigs({ appDir }) {
  const out = path.join(appDir, 'dist-server');
  const worker = (_env, argv) => ({
    ...common(appDir, modeOf(argv)),
    name: 'shell-render-worker',
    entry: { 'render-worker': './src/server/worker/index.ts' },
    output: {
      path: out,
      filename: '[name].js',
      chunkFilename: 'worker-[name].[contenthash:10].js',
      publicPath: '',
      library: { type: 'commonjs2' },
      uniqueName: 'shell-server',
      clean: { keep: /^main\.js/ },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        // Registered at runtime from the runtime configuration, as in the browser.
        remotes: {},
        shared: federationShared(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        remoteType: 'script',
        runtimePlugins: [nodeRuntimePlugin, ...federationRuntimePlugins],
      }),
    ],
  });
  const main = (_env, argv) => ({
    ...common(appDir, modeOf(argv)),
    name: 'shell-server',
    target: 'node',
    entry: { main: './src/server/main/index.ts' },
    externals: [nodeModulesExternal],
    output: { path: out, filename: '[name].js', library: { type: 'commonjs2' } },
  });
  return [worker, main];
}

module.exports = { createRemoteServerConfig, createShellServerConfigs };
