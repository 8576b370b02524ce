/**
 * Right to left: the customer remote's styles use logical properties only (margin-inline-start, not
 * margin-left), so an Arabic page mirrors itself without a stylesheet of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const physical = [
  /^\s*(margin|padding|border)-(left|right)\b/,
  /^\s*(left|right)\s*:/,
  /^\s*(text-align|float|clear)\s*:\s*(left|right)\b/,
  /^\s*border-(top|bottom)-(left|right)-radius\b/,
  /translateX\(/,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '__tests__' || entry === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

it('no physical left/right in the styles', () => {
  const found = sources(__dirname).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (physical.some((pattern) => pattern.test(line)) ? [`${relative(__dirname, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});
