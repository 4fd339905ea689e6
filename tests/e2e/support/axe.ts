import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * Serious and critical WCAG 2.1 A/AA problems axe-core finds on what the page shows now.
 * `exclude`: CSS selectors axe leaves out (say why at the call).
 */
export async function seriousViolations(page: Page, {exclude = []}: {exclude?: string[]} = {}): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(' ')}`);
}
