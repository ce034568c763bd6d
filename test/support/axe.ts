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

/**
 * Every tap target on the page smaller than 24 × 24 px, beyond axe-core's rule (which lets a small
 * target pass when it is spaced out): links, buttons and fields, except a link inside a sentence
 * (WCAG 2.5.8's inline exception). Each as `tag "text" width×height`.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])';
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const parent = element.parentElement;
      const inSentence =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        parent !== null &&
        ['P', 'LI', 'SMALL', 'SPAN', 'STRONG', 'TD', 'DD'].includes(parent.tagName) &&
        (parent.textContent ?? '').trim() !== (element.textContent ?? '').trim();
      if (inSentence || (box.width >= 24 && box.height >= 24)) continue;
      const text = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30);
      found.push(
        `${element.tagName.toLowerCase()} "${text}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return found;
  });
}
