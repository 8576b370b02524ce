/**
 * Webpack config factory shared by the shell (federation host) and the two remotes.
 *
 * Every app: TypeScript through ts-loader (type checking is `tsc --noEmit`, separately), content-hashed
 * file names, the one shared-singleton list, no type hints plugin (remotes are registered at runtime,
 * so there is nothing for it to fetch), precompressed gzip/brotli copies for the static server, and an
 * index.html that applies the stored theme before the first paint.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { default: createStyledComponentsTransformer } = require('typescript-plugin-styled-components');
const { federationRuntimePlugins, federationShared } = require('./federation-shared.cjs');
const { messagesRule } = require('./messages/webpackLoader.cjs');
const { ports, runtimeConfig } = require('./runtime-config.cjs');
const { RemotePagesPlugin } = require('./remote-pages-plugin.cjs');

/**
 * One id per build of an app, shared by its browser and server bundles (both are made by the same
 * webpack run): the manifests carry it as buildVersion, so the shell's server can pin in its HTML
 * the remote build it rendered with, and the browser can tell whether it loads the same one.
 */
process.env.MF_BUILD_VERSION ||= `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Module resolution for every build of the apps (browser and server). React Router 7's package
 * exports name only its development build (remix-run/react-router#14102, still open), which keeps
 * its developer warnings on: checks and messages evaluated on every route render, and console
 * warnings in production. Production builds take the package's production build, the same code
 * with `ENABLE_DEV_WARNINGS = false`, so the minifier drops the warnings.
 */
function appResolve(production) {
  const extensions = ['.tsx', '.ts', '.mjs', '.js', '.json'];
  if (!production) return { extensions };
  const developmentEntry = require.resolve('react-router', { paths: [path.resolve(__dirname, '..')] });
  const productionEntry = path.join(path.dirname(developmentEntry), '..', 'production', 'index.mjs');
  return { extensions, alias: { 'react-router$': productionEntry } };
}

/**
 * TypeScript through ts-loader (type checking is `tsc --noEmit`, separately). Every styled component
 * gets an id from its file and position (typescript-plugin-styled-components): without it the ids
 * follow the order in which modules happen to be evaluated, which differs between the server and
 * the browser, and the server's class names would not match the browser's.
 */
function typescriptRule(appDir, production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(appDir, 'tsconfig.json'),
        compilerOptions: { noEmit: false, sourceMap: true, module: 'esnext', target: 'es2022' },
        getCustomTransformers: () => ({ before: [createStyledComponentsTransformer({ ssr: true, displayName: !production })] }),
      },
    },
  };
}

/** ES module build of the plugin behind experiments.provideExternalRuntime (see the shell's config). */
const injectExternalRuntimeCorePlugin = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

/**
 * The theme boot script comes from shared-ui's TypeScript source; webpack configs run in plain Node,
 * so that one file is transpiled on the fly (ts-node, transpile only).
 */
function loadThemeBootScript() {
  require('ts-node').register({
    transpileOnly: true,
    skipProject: true,
    compilerOptions: { module: 'commonjs', target: 'es2022' },
  });
  return require(path.resolve(__dirname, '../shared-ui/src/theme/bootScript.ts')).themeBootScript;
}

/**
 * The theme tokens the static header of the shell's index.html is drawn with, and the style sheet
 * every index.html carries: the palettes and the base styles (same transpiling).
 */
function loadThemes() {
  loadThemeBootScript(); // registers ts-node
  const { lightTheme, darkTheme } = require(path.resolve(__dirname, '../shared-ui/src/theme/tokens.ts'));
  const { pageStyleSheet } = require(path.resolve(__dirname, '../shared-ui/src/theme/baseStyles.ts'));
  return { themes: { light: lightTheme, dark: darkTheme }, pageStyles: pageStyleSheet() };
}

/**
 * The remotes' page descriptions as they answer now, name → pages.json (a remote that does not
 * answer is left out: the shell then has none of its pages). For the dev server's /config.json; the
 * shell's server keeps the last good copy of each instead (shell/src/server/main/remotePagesKeeper.ts).
 */
async function fetchRemotePages(remotes) {
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([name, manifestUrl]) => {
      try {
        const response = await fetch(new URL('pages.json', manifestUrl), { signal: AbortSignal.timeout(3000) });
        return response.ok ? [[name, await response.json()]] : [];
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}

/**
 * Serves GET /config.json from the environment in webpack-dev-server, as serve-static.mjs does; the
 * shell's adds the remotes' page descriptions, as the shell's server does.
 */
function configJsonMiddleware(withPages) {
  return (middlewares) => {
    middlewares.unshift({
      name: 'runtime-config',
      path: '/config.json',
      middleware: (_req, res) => {
        const config = runtimeConfig();
        void (withPages ? fetchRemotePages(config.remotes) : Promise.resolve(undefined)).then((pages) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(pages ? { ...config, pages } : config));
        });
      },
    });
    return middlewares;
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir       the app's folder (pass __dirname)
 * @param {string} options.name          federation name (its port: ports()[name])
 * @param {string} options.title        document title of the app's own page
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 */
function createAppConfig({ appDir, name, title, exposes }) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const port = ports()[name];

    return {
      mode,
      context: appDir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Every split chunk is content-hashed, so a deploy never serves a stale one. Entry files keep
        // fixed names (main.js, remoteEntry.js, mf-manifest.json, index.html) and are served with
        // Cache-Control: no-cache; they are small since each entry only does import('./bootstrap').
        // (A hashed entry name also fails on webpack 5.111 + federation: module-federation/core#5077.)
        filename: '[name].js',
        // Hashed in development too: there, two chunks named after the same shared module (its
        // provided copy and its fallback) would otherwise collide on one file name.
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: 'auto',
        uniqueName: name,
        // A remote's server build lives in dist/server, made by the same webpack run.
        clean: exposes ? { keep: /^server\// } : true,
      },
      resolve: appResolve(production),
      module: {
        rules: [
          typescriptRule(appDir, production),
          messagesRule(),
          { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          ...(exposes ? { exposes } : {}),
          // Remotes are registered at runtime from /config.json: none are declared here.
          remotes: {},
          shared: federationShared(),
          // 'loaded-first': a dead remote's entry is not fetched at start-up, so it cannot break it.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // One federation runtime per page (~28 KB gzip): the shell (a pure consumer) publishes its
          // runtime-core on a global and the remotes' production builds use it instead of their own.
          // A remote's dev build (`npm run dev`, also its standalone page) keeps its own runtime,
          // since standalone there is no shell to provide it.
          // target 'web' leaves the runtime's Node.js script loading out of the browser bundles.
          ...(exposes
            ? { experiments: { externalRuntime: production, optimization: { target: 'web' } }, runtimePlugins: federationRuntimePlugins }
            : {
                experiments: { optimization: { target: 'web' } },
                // What experiments.provideExternalRuntime does, but with the plugin's ES module build:
                // that option adds its CommonJS build, which pulls in a second, CommonJS copy of
                // runtime-core (+24 KB gzip in main.js) beside the ES one the bundler runtime uses.
                runtimePlugins: [injectExternalRuntimeCorePlugin, ...federationRuntimePlugins],
              }),
        }),
        // A remote publishes the description of its pages beside its manifest (pages.json).
        ...(exposes ? [new RemotePagesPlugin({ appDir })] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'app-template.html'),
          templateParameters: { title, themeBootScript: loadThemeBootScript(), shell: !exposes, ...loadThemes() },
          scriptLoading: 'defer',
          // Absolute script URLs: index.html is also the answer for deep paths such as /store/chat/x,
          // where a relative main.js would resolve to /store/chat/main.js.
          publicPath: '/',
        }),
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        // Readable ids in development, stable hashed ids in production.
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        // A remote's exposed module keeps what it imports in its own chunk: that is the chunk a
        // page of the shell loads first (with the home page), and one file compresses better and
        // costs one request less than the same code split with the standalone entry's share. (The
        // pages it loads lazily still share their common code in chunks of their own; as by default,
        // only chunks loaded on demand are split.)
        splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('__federation_expose_') },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        // Remotes are fetched cross-origin by the shell.
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: { disableDotRule: true }, // names in paths may contain "."
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: configJsonMiddleware(!exposes),
      },
    };
  };
}

module.exports = { appResolve, createAppConfig, typescriptRule };
