/**
 * The build step every remote shares: writes the remote's page description (`src/pages.ts`, its
 * menu labels taken from the remote's own messages, `src/locales/<language>.json`) as `pages.json`
 * at the root of its build output, beside mf-manifest.json, checked against the format of
 * shared-api/remote-pages. The webpack dev server serves it from memory like any other asset, and
 * an edit of pages.ts or of a message rebuilds it. A description that does not pass the check
 * fails the build.
 */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { flattenTree } = require('./messages/compileCatalogue.cjs');

const LANGUAGES = ['en', 'es', 'ar', 'ja'];
const PLUGIN = 'RemotePagesPlugin';

/** TypeScript files run through ts-node (transpile only), as the theme is for index.html. */
function registerTypeScript() {
  require('ts-node').register({
    transpileOnly: true,
    skipProject: true,
    compilerOptions: { module: 'commonjs', target: 'es2022', esModuleInterop: true },
  });
}

/** The published description of the remote in `appDir`, and the files it was read from. */
function readRemotePages(appDir) {
  registerTypeScript();
  const pagesFile = path.join(appDir, 'src/pages.ts');
  const localeFiles = Object.fromEntries(LANGUAGES.map((language) => [language, path.join(appDir, 'src/locales', `${language}.json`)]));
  // Read afresh on every build (the dev server rebuilds after an edit).
  delete require.cache[require.resolve(pagesFile)];
  const source = require(pagesFile).default;
  const { withLabels } = require(path.resolve(__dirname, '../shared-api/src/remote-pages/index.ts'));
  // A remote whose entries spell their labels out needs no messages; a label key needs them all.
  const present = Object.values(localeFiles).filter((file) => existsSync(file));
  const messages = Object.fromEntries(Object.entries(localeFiles).map(([language, file]) => [language, existsSync(file) ? flattenTree(JSON.parse(readFileSync(file, 'utf8'))) : {}]));
  return { pages: withLabels(source, messages), files: [pagesFile, ...present] };
}

class RemotePagesPlugin {
  /** @param {{ appDir: string }} options */
  constructor({ appDir }) {
    this.appDir = appDir;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        try {
          const { pages, files } = readRemotePages(this.appDir);
          for (const file of files) compilation.fileDependencies.add(file);
          compilation.emitAsset('pages.json', new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`src/pages.ts: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

module.exports = { RemotePagesPlugin, readRemotePages };
