import { expect, type Locator, type Page } from '@playwright/test';

/**
 * WCAG 2.2 1.4.10 Reflow and 1.4.4 Resize text, as e2e/a11y-reflow.spec.ts checks them: three
 * ways of looking at a page, the same checks on each.
 */
export type ReflowMode = { name: string; viewport: { width: number; height: number }; textZoom?: boolean };

export const REFLOW_MODES: readonly ReflowMode[] = [
  // A 320 px wide phone (the criterion's own width).
  { name: '320 px', viewport: { width: 320, height: 640 } },
  // A 1280 px screen with the browser zoomed to 200 %: 640 CSS pixels wide, 400 high.
  { name: 'zoom 200 %', viewport: { width: 640, height: 400 } },
  // A 1280 px screen with the text alone at 200 % (the root font size: every rem doubles).
  { name: 'text 200 %', viewport: { width: 1280, height: 800 }, textZoom: true },
];

/** Sets a page up for a mode: the text zoom is applied on every document the page loads. */
export async function applyMode(page: Page, mode: ReflowMode): Promise<void> {
  await page.setViewportSize(mode.viewport);
  if (mode.textZoom) {
    await page.addInitScript(() => {
      const zoom = () => document.documentElement.style.setProperty('font-size', '200%');
      if (document.documentElement) zoom();
      document.addEventListener('DOMContentLoaded', zoom);
    });
  }
}

/**
 * The page never scrolls sideways (a data table may, inside its own scrolling box), and no visible
 * control sticks out of the screen's width unless it is inside such a box.
 */
export async function expectReflow(page: Page, where: string): Promise<void> {
  await settled(page);
  const report = await page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    const scrollsSideways = (el: Element | null): boolean => {
      for (let node = el?.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (['auto', 'scroll'].includes(style.overflowX) && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const outside: string[] = [];
    for (const el of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, h1')) {
      if (!el.checkVisibility() || el.closest('.visually-hidden, .skip-link, [data-sonner-toaster]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if ((r.left < -1 || r.right > width + 1) && !scrollsSideways(el)) outside.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return { scrollWidth: root.scrollWidth, width, outside };
  });
  expect(report.scrollWidth, `${where}: the page scrolls sideways (${report.scrollWidth} > ${report.width})`).toBeLessThanOrEqual(report.width + 1);
  expect(report.outside, `${where}: controls outside the screen's width`).toEqual([]);
}

/** Waits for the page's finite animations and transitions (a drawer sliding in) to end. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * A primary control is there and usable: shown, inside the screen's width, its text not cut off by
 * its own box, and on top where it is (nothing covers its middle once scrolled to).
 */
export async function expectUsable(control: Locator, what: string): Promise<void> {
  await expect(control, `${what} is shown`).toBeVisible();
  // Scrolled to the middle of the screen, as a shopper would scroll to it (a bar fixed at the
  // bottom may cover it elsewhere: that is the keyboard spec's focus-not-obscured check).
  await control.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await settled(control.page());
  const state = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const width = document.scrollingElement!.clientWidth;
    const style = getComputedStyle(el);
    const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
    const cut = clips && style.textOverflow !== 'ellipsis' && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) && !['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 12));
    const label = el instanceof HTMLInputElement ? el.labels?.[0] : null;
    const onTop = !!hit && (el.contains(hit) || hit.contains(el) || (!!label && label.contains(hit)));
    return { inside: r.left >= -1 && r.right <= width + 1, cut, onTop, hit: hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing' };
  });
  expect(state.inside, `${what} is inside the screen's width`).toBe(true);
  expect(state.cut, `${what}: its text is not cut off`).toBe(false);
  expect(state.onTop, `${what} is not covered (${state.hit} is on top)`).toBe(true);
}
