/**
 * A built checkout of another commit beside this one, for the A/B tools (`bench/*-ab.mjs --a <dir>`):
 * `node bench/prepare-checkout.mjs <commit> <dir> [--no-build]`.
 *
 * It adds a git worktree at `dir`, gives it this checkout's installed packages without installing
 * again, and builds it (`npm run build`). The packages are linked one by one rather than as one
 * `node_modules` link: npm's links to the workspaces (`node_modules/shared-ui` → `../shared-ui`, …)
 * must point into the worktree, or its build would take this checkout's shared-ui and shared-api and
 * measure a mix of both commits. Each workspace's own `node_modules` (packages npm could not hoist)
 * is linked whole. Remove it afterwards with `git worktree remove --force <dir>`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'no-build': { type: 'boolean', default: false } } });
const [commit, target] = positionals;
if (!commit || !target) {
  console.error('Usage: node bench/prepare-checkout.mjs <commit> <dir> [--no-build]');
  process.exit(2);
}
const dir = path.resolve(target);
if (existsSync(dir)) {
  console.error(`${dir} exists already`);
  process.exit(2);
}

/** Workspace folders, from the root package.json's `workspaces`. */
function workspaces() {
  const manifest = JSON.parse(execFileSync('git', ['show', `${commit}:package.json`], { cwd: root, encoding: 'utf8' }));
  return manifest.workspaces ?? [];
}

/** Each entry of this checkout's node_modules, linked into the worktree's; npm's relative links (the workspaces) stay relative, so they point into the worktree. */
function linkPackages(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const relativeLink = lstatSync(source).isSymbolicLink() && !path.isAbsolute(readlinkSync(source)) ? readlinkSync(source) : null;
    symlinkSync(relativeLink ?? source, path.join(to, name));
  }
}

execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'inherit' });
linkPackages(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
for (const workspace of workspaces()) {
  const own = path.join(root, workspace, 'node_modules');
  if (existsSync(own) && existsSync(path.join(dir, workspace))) symlinkSync(own, path.join(dir, workspace, 'node_modules'));
}
if (!values['no-build']) execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
console.log(`${dir}: ${commit}${values['no-build'] ? '' : ', built'}`);
