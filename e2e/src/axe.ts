/** axe-core run inside the page (the package itself is injected; no wrapper needed). */
import type { Page } from '@playwright/test';

const axePath = require.resolve('axe-core/axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Violations of the given impacts (default: serious and critical), WCAG 2.x A/AA and best practice. */
export async function axeViolations(page: Page, impacts: string[] = ['serious', 'critical']): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
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
