/** axe-core run inside the page (the package itself is injected; no wrapper needed). */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const axePath = require.resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Violations of the given impacts (default: serious and critical), WCAG 2.x A/AA and best practice. */
export async function axeViolations(page: Page, impacts: string[] = ['serious', 'critical']): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, not added as an inline <script>: the pages'
  // Content-Security-Policy (nonces only) rightly blocks a script tag the page did not write.
  axeSource ??= readFileSync(axePath, 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => violation.impact !== null && impacts.includes(violation.impact));
}
