import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Redux Toolkit is not a federation shared module (scripts/federation-shared.cjs): it lives inside
 * shared-api, the singleton. An app importing it directly would get a copy of its own, so the apps
 * take what they need (skipToken, hooks, types) from shared-api instead.
 */
const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' || name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

it('no app imports Redux Toolkit at run time (only shared-api does)', () => {
  const offenders = ['shell/src', 'customer-app/src', 'seller-app/src', 'shared-ui/src'].flatMap((dir) =>
    sourceFiles(path.join(root, dir))
      .filter((file) => /import\s+(?!type\b)[^;]*from\s+'@reduxjs\/toolkit/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file)),
  );
  expect(offenders).toEqual([]);
});
