import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page as it stands passes axe, nothing scoped away; on failure: rule, impact and the offending
 * elements. A toast fades in and out: half-transparent, its text fails colour contrast for a moment
 * (seen in CI), so the check waits until every toast on the page is fully shown and none is leaving.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('[data-sonner-toast]').evaluateAll((toasts) => toasts.every((toast) => toast.getAttribute('data-removed') !== 'true' && getComputedStyle(toast).opacity === '1')), {
      message: 'every toast settled',
      timeout: 10_000,
    })
    .toBe(true);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(summary).toEqual([]);
}
