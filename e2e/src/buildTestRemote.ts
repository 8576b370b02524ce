/**
 * A tiny remote of its own, built for a test: one federation name, a `./routes` module with plain
 * pages, and the page description every remote publishes (src/pages.ts → pages.json, labels from
 * its src/locales), built by the repository's shared webpack config like any remote. It lives in
 * a scratch folder inside the repository (so packages resolve from the same node_modules); nothing
 * of the shell or the other remotes is touched.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes';
import { runWebpack } from './rebuildCustomerRemote';

export interface TestRemote {
  /** Federation name (a key of the shell's `remotes`). */
  name: string;
  /** path → the heading its page shows. */
  pages: Record<string, string>;
  /** src/pages.ts, as a remote writes it. */
  pagesSource: string;
  /** src/locales/<language>.json, the texts its menu labels name. */
  locales: Record<'en' | 'es' | 'ar' | 'ja', object>;
}

/** Builds the remote into `<workDir>/<name>/dist` and returns that folder. */
export async function buildTestRemote(workDir: string, remote: TestRemote): Promise<string> {
  const appDir = path.join(workDir, remote.name);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), text);
  };
  write('package.json', JSON.stringify({ name: `${remote.name}-test-remote`, version: '1.0.0', private: true }));
  write('tsconfig.json', JSON.stringify({ extends: path.join(repoRoot, 'tsconfig.base.json'), compilerOptions: { noEmit: true }, include: ['src'] }));
  write(
    'webpack.config.js',
    `const { createAppConfig } = require(${JSON.stringify(path.join(repoRoot, 'scripts/webpack-app.cjs'))});
module.exports = createAppConfig({ appDir: __dirname, name: ${JSON.stringify(remote.name)}, title: 'Test remote', exposes: { './routes': './src/routes.tsx' } });
`,
  );
  write('src/index.ts', 'export {};\n');
  const routes = Object.entries(remote.pages).map(([pagePath, heading]) => `  { path: ${JSON.stringify(pagePath)}, Component: () => <h1>${heading}</h1> },`);
  write('src/routes.tsx', `const routes = [\n${routes.join('\n')}\n];\n\nexport default routes;\n`);
  write('src/pages.ts', remote.pagesSource);
  for (const [language, messages] of Object.entries(remote.locales)) write(`src/locales/${language}.json`, JSON.stringify(messages));
  await runWebpack(appDir);
  return path.join(appDir, 'dist');
}
