/**
 * A real, separate production build of the customer remote with one visible change: its sources and
 * build files are copied to a scratch folder (inside the repository, so packages resolve from the
 * same node_modules), one text is edited, and webpack runs there with the remote's own config.
 * Nothing in customer-app/, the shell or the seller remote is touched.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes';

export interface TextEdit {
  /** Path inside customer-app/. */
  file: string;
  from: string;
  to: string;
}

function replaceOnce(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}; update the test's edit`);
  writeFileSync(file, text.replace(from, to));
}

/** Builds the edited copy (browser and server builds) into `<workDir>/customer-app/dist` and returns that folder. */
export async function rebuildCustomerRemote(workDir: string, edit: TextEdit | TextEdit[]): Promise<string> {
  const source = path.join(repoRoot, 'customer-app');
  const copy = path.join(workDir, 'customer-app');
  mkdirSync(copy, { recursive: true });
  cpSync(path.join(source, 'src'), path.join(copy, 'src'), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json', 'webpack.config.js']) cpSync(path.join(source, file), path.join(copy, file));
  // The relative references out of the folder point back at the repository's shared files.
  replaceOnce(path.join(copy, 'webpack.config.js'), "'../scripts/webpack-app.cjs'", JSON.stringify(path.join(repoRoot, 'scripts/webpack-app.cjs')));
  replaceOnce(path.join(copy, 'webpack.config.js'), "'../scripts/webpack-server.cjs'", JSON.stringify(path.join(repoRoot, 'scripts/webpack-server.cjs')));
  replaceOnce(path.join(copy, 'tsconfig.json'), '"../tsconfig.base.json"', JSON.stringify(path.join(repoRoot, 'tsconfig.base.json')));
  for (const { file, from, to } of Array.isArray(edit) ? edit : [edit]) replaceOnce(path.join(copy, file), from, to);
  await runWebpack(copy);
  return path.join(copy, 'dist');
}

/** A production webpack build of the app in `appDir` with its own webpack.config.js. */
export async function runWebpack(appDir: string): Promise<void> {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack exited with ${code}:\n${output.slice(-5000)}`))));
  });
}
