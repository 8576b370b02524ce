#!/usr/bin/env node
/**
 * Every layout block says what is in the repository: no folder or file that does not exist, and no
 * folder left out of a folder it covers. Part of `npm run lint`; fails (exit 1) naming each problem.
 *
 * The format it reads, in every README.md and in docs/architecture.md:
 * - a heading whose text is "Layout" (any level); the fenced code blocks under it, up to the next
 *   heading, are the layout;
 * - a line that starts at its first column names one path, up to the first space: a folder ends
 *   with "/", anything else is a file. The rest of the line, and the indented lines after it,
 *   describe it and are not read;
 * - paths are relative to the README's folder (a document under docs/: the repository's root);
 * - a folder is covered when the layout names something directly inside it (`src/app.ts` and
 *   `src/db/` cover `src/`; `api-server/` covers the root). Every direct subfolder of a covered
 *   folder that git knows (tracked, or new and not ignored) must be named, except hidden ones
 *   (`.name/`).
 *
 * `node scripts/check-readme-layouts.mjs --self-test` proves the check fails on a made-up folder
 * and on a folder left out, and passes a true layout (also run by `npm run lint`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The layout blocks of a Markdown text: [{ line (1-based), text }] of each entry line. */
export function layoutEntries(markdown) {
  const entries = [];
  let inLayout = false;
  let fence = null;
  markdown.split('\n').forEach((line, index) => {
    if (fence) {
      if (line.trimStart().startsWith(fence)) fence = null;
      else if (inLayout && /^\S/.test(line)) entries.push({ line: index + 1, path: line.split(/\s/, 1)[0] });
      return;
    }
    const fenceOpen = /^\s*(```+|~~~+)/.exec(line);
    if (fenceOpen) {
      fence = fenceOpen[1];
      return;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) inLayout = /^layout\b/i.test(heading[1]);
  });
  return entries;
}

/**
 * Problems of one document's layout. `base` is the folder its paths are relative to ('' for the
 * root), `known` the repository's files (paths from the root, '/'-separated).
 */
export function layoutProblems(document, base, markdown, known) {
  const prefix = base ? `${base}/` : '';
  const files = new Set(known);
  const folders = new Set();
  for (const file of known) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  const problems = [];
  const entries = layoutEntries(markdown);
  const named = new Set();
  const covered = new Map();
  for (const entry of entries) {
    const isFolder = entry.path.endsWith('/');
    const relative = entry.path.replace(/^\.\//, '').replace(/\/+$/, '');
    const full = prefix + relative;
    if (!relative || relative.split('/').includes('..')) {
      problems.push(`${document}:${entry.line}: "${entry.path}" is not a path inside ${base || 'the repository'}`);
      continue;
    }
    if (isFolder ? !folders.has(full) : !files.has(full)) {
      problems.push(`${document}:${entry.line}: ${isFolder ? 'folder' : 'file'} ${entry.path} does not exist${isFolder && files.has(full) ? ' (it is a file)' : ''}`);
    }
    named.add(full);
    const parent = full.includes('/') ? full.slice(0, full.lastIndexOf('/')) : '';
    if (!covered.has(parent)) covered.set(parent, entry.line);
  }
  for (const [folder, line] of covered) {
    const inside = folder ? `${folder}/` : '';
    const subfolders = new Set();
    for (const candidate of folders) {
      if (candidate.startsWith(inside) && !candidate.slice(inside.length).includes('/')) subfolders.add(candidate);
    }
    for (const subfolder of [...subfolders].sort()) {
      const name = subfolder.slice(inside.length);
      if (name.startsWith('.') || named.has(subfolder)) continue;
      const shown = subfolder.slice(prefix.length) || subfolder;
      problems.push(`${document}:${line}: the layout covers ${folder.slice(prefix.length) ? `${folder.slice(prefix.length)}/` : (base ? `${base}/` : 'the root')} but leaves out ${shown}/`);
    }
  }
  return problems;
}

/** The documents the check reads, with the folder their layout paths are relative to. */
function documents(known) {
  return known
    .filter((file) => file === 'docs/architecture.md' || file === 'README.md' || file.endsWith('/README.md'))
    .filter((file) => !file.includes('node_modules/'))
    .map((file) => ({ file, base: file.startsWith('docs/') ? '' : path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file) }));
}

function selfTest() {
  const readme = path.posix.join('pkg', 'README.md');
  const known = [readme, 'pkg/src/index.ts', 'pkg/src/db/connect.ts', 'pkg/src/routes/cart.ts', 'pkg/src/.cache/x', 'pkg/test/helpers/app.ts'];
  const layout = (lines) => `# pkg\n\n## Layout\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n\n## Tests\n\n\`\`\`\nnot/a/layout/\n\`\`\`\n`;
  const cases = [
    ['a true layout', ['src/index.ts   start', 'src/db/        the database', '               (a continuation line)', 'src/routes/    one plugin per resource'], []],
    ['a made-up folder', ['src/index.ts', 'src/db/', 'src/routes/', 'src/made-up/    does not exist'], ['folder src/made-up/ does not exist']],
    ['a folder left out', ['src/index.ts', 'src/db/'], ['leaves out src/routes/']],
    ['a made-up file', ['src/index.ts', 'src/main.ts', 'src/db/', 'src/routes/'], ['file src/main.ts does not exist']],
    ['a file named as a folder', ['src/index.ts/', 'src/db/', 'src/routes/'], ['folder src/index.ts/ does not exist (it is a file)']],
    ['a path out of the workspace', ['../other/', 'src/db/', 'src/routes/'], ['is not a path inside pkg']],
    ['the top of the workspace covered', ['src/', 'README.md'], ['leaves out test/']],
  ];
  let failed = 0;
  for (const [what, lines, expected] of cases) {
    const problems = layoutProblems(readme, 'pkg', layout(lines), known);
    const ok = problems.length === expected.length && expected.every((text, i) => problems[i].includes(text));
    if (!ok) {
      failed += 1;
      console.error(`self-test "${what}": expected ${JSON.stringify(expected)}, got ${JSON.stringify(problems)}`);
    }
  }
  console.log(`readme layouts self-test: ${cases.length - failed} of ${cases.length} cases as expected`);
  return failed === 0;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const selfTestPassed = selfTest();
  if (process.argv.includes('--self-test')) process.exit(selfTestPassed ? 0 : 1);
  const known = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  const problems = [];
  let blocks = 0;
  for (const { file, base } of documents(known)) {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    if (layoutEntries(markdown).length > 0) blocks += 1;
    problems.push(...layoutProblems(file, base, markdown, known));
  }
  for (const problem of problems) console.error(problem);
  console.log(`readme layouts: ${blocks} layout blocks read, ${problems.length} problems`);
  process.exit(problems.length === 0 && selfTestPassed ? 0 : 1);
}
