import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as shared from './reactRouterDom';

const root = path.resolve(__dirname, '../../..');
const appSources = ['shell/src', 'customer-app/src', 'seller-app/src', 'shared-ui/src', 'shared-api/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    // shell/src/server is the shell's Node server, never loaded by a browser: it takes StaticRouter
    // from react-router itself (the same module the shared list re-exports in that bundle).
    if (statSync(file).isDirectory()) return name === '__tests__' || name === 'test' || file === path.join(root, 'shell/src/server') ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Value (not type-only) names imported from a router package in the apps' browser code. */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  const importRe = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react-router(?:-dom)?(?:\/[\w-]+)?)'/g;
  for (const dir of appSources) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const [, typeOnly, list, from] of readFileSync(file, 'utf8').matchAll(importRe)) {
        if (typeOnly) continue;
        for (const raw of list.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0];
          if (!name || name.startsWith('type ')) continue;
          names.set(name, `${path.relative(root, file)} (from '${from}')`);
        }
      }
    }
  }
  return names;
}

describe('shared react-router-dom list', () => {
  it('has every name the apps import from the router', () => {
    const names = importedRouterNames();
    expect(names.size).toBeGreaterThan(5);
    const missing = [...names].filter(([name]) => !(name in shared)).map(([name, where]) => `${name}: ${where}`);
    expect(missing).toEqual([]);
  });

  it('imports the router only as react-router-dom (the one shared key)', () => {
    const other = [...importedRouterNames().values()].filter((where) => !where.endsWith("(from 'react-router-dom')"));
    expect(other).toEqual([]);
  });
});
