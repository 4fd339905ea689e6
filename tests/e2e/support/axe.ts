import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** Serious and critical WCAG 2.1 A/AA problems axe-core finds on what the page shows now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(' ')}`);
}
