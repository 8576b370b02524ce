/**
 * README.md's configuration table and the environment schema (src/environment.ts) list the same
 * variables with the same defaults. A row may name several variables (`A`, `B`); its default cell
 * then gives one default per variable, separated by ", ".
 */
import fs from 'node:fs';
import path from 'node:path';
import { documentedDefault, VARIABLES, type VariableName } from '../environment';

const README = path.join(__dirname, '../../README.md');

/** Each variable of the table under "## Configuration" with its default cell. */
function readmeDefaults(): Map<string, string> {
  const lines = fs.readFileSync(README, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('## Configuration'));
  if (start < 0) throw new Error('README.md has no "## Configuration" section');
  const header = lines.findIndex((line, index) => index > start && /^\|\s*Variable\s*\|\s*Default\s*\|\s*Meaning\s*\|/.test(line));
  if (header < 0) throw new Error('README.md\'s "## Configuration" section has no | Variable | Default | Meaning | table');
  const defaults = new Map<string, string>();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [names, fallbacks] = line.split('|').slice(1, 3).map((cell) => cell.trim());
    const variables = [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name);
    const cells = variables.length === 1 ? [fallbacks] : fallbacks.split(', ');
    if (cells.length !== variables.length) throw new Error(`README.md's row for ${variables.join(', ')} should give ${variables.length} defaults separated by ", ", got "${fallbacks}"`);
    variables.forEach((name, index) => defaults.set(name, cells[index]));
  }
  return defaults;
}

describe("README.md's configuration table", () => {
  const readme = readmeDefaults();

  it('lists every variable of the schema', () => {
    const missing = VARIABLES.filter((name) => !readme.has(name)).map((name) => `${name} is in src/environment.ts but not in README.md's configuration table`);
    expect(missing).toEqual([]);
  });

  it('lists no variable the schema does not have', () => {
    const extra = [...readme.keys()].filter((name) => !VARIABLES.includes(name as VariableName)).map((name) => `${name} is in README.md's configuration table but not in src/environment.ts`);
    expect(extra).toEqual([]);
  });

  it('gives the schema\'s default for each', () => {
    const differing = VARIABLES.filter((name) => readme.has(name) && readme.get(name) !== documentedDefault(name)).map(
      (name) => `${name}: README.md says the default is ${readme.get(name)}, src/environment.ts says ${documentedDefault(name)}`,
    );
    expect(differing).toEqual([]);
  });
});
