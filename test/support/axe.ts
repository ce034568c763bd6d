/**
 * axe-core in a browser test (playwright-core): the serious and critical violations of WCAG 2.2 A
 * and AA on the page as it stands, target size (2.5.8, off in axe-core by default) included. The
 * page's context needs `bypassCSP: true` (the app's CSP allows no injected script).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    type AxeResults = {
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Off by default in axe-core: every tap target at least 24 × 24 px or spaced so (WCAG 2.5.8).
      rules: { 'target-size': { enabled: true } },
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
      );
  });
}
