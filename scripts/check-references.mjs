#!/usr/bin/env node
/**
 * Every reference in the repository resolves inside the repository, because a clone is all a reader
 * has. Part of `npm run lint`; fails (exit 1) naming each reference that does not resolve:
 * - a path to a Markdown file (`docs/live.md`, `README.md`, a relative link in a .md file);
 * - "docs/departures.md, N" and "docs/product-spec.md, N": item or section N must exist there;
 * - anything outside the repository: `../shared/…`, absolute machine paths, documents that only
 *   lived beside it, and issue or pull request numbers (the tracker is not in the clone).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|html|yml|yaml|sh)$/;
const SKIPPED = [/^package-lock\.json$/, /\/generated\//, /\.generated\.ts$/, /^bench\/results\//];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && TEXT.test(file) && !SKIPPED.some((re) => re.test(file)) && existsSync(path.join(root, file)));

const departures = readFileSync(path.join(root, 'docs/departures.md'), 'utf8').match(/^\d+\. /gm)?.length ?? 0;
const specSections = new Set([...readFileSync(path.join(root, 'docs/product-spec.md'), 'utf8').matchAll(/^## (\d+)\./gm)].map(([, n]) => n));

const outside = [
  [/\.\.\/shared\//, 'a path outside the repository (../shared/)'],
  [/\/work\//, 'a machine path'],
  [/\b(?:INTERFACES|ARCHITECTURE|STACK|marketplace-spec)\.md\b/, 'a document that is not in the repository'],
  [/\bissues? #?\d+\b|\bPR #?\d+\b|\(#\d+\)|\bsince #\d+\b/i, 'an issue number (the tracker is not in the clone)'],
];
// A Markdown file named in text: not part of a longer dotted name (theme.radii.md) or of a URL.
const MD_NAME = /(?<![\w.$/:-])((?:\.{1,2}\/)*(?:[\w-]+\/)*[\w-]+\.md)\b/g;
const MD_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

const problems = [];
for (const file of files) {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (file === 'scripts/check-references.mjs') continue; // names the patterns it refuses
  const dir = path.dirname(path.join(root, file));
  const resolves = (ref) => existsSync(path.resolve(dir, ref)) || existsSync(path.join(root, ref));
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const [re, what] of outside) if (re.test(line)) problems.push(`${where}: ${what}: ${line.trim().slice(0, 120)}`);
    for (const [, ref] of line.matchAll(MD_NAME)) if (!resolves(ref)) problems.push(`${where}: ${ref} does not exist`);
    if (file.endsWith('.md')) {
      for (const [, ref] of line.matchAll(MD_LINK)) if (!/^[a-z]+:/.test(ref) && !resolves(ref)) problems.push(`${where}: link to ${ref}, which does not exist`);
    }
    for (const [, n] of line.matchAll(/docs\/departures\.md, (\d+)/g)) if (Number(n) > departures) problems.push(`${where}: docs/departures.md has no item ${n}`);
    for (const [, n] of line.matchAll(/docs\/product-spec\.md, (\d+)/g)) if (!specSections.has(n)) problems.push(`${where}: docs/product-spec.md has no section ${n}`);
  });
}

for (const problem of problems) console.error(problem);
console.log(`references: ${files.length} files read, ${problems.length} that do not resolve inside the repository`);
process.exit(problems.length ? 1 : 0);
