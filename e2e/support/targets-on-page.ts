import { expect, type Page } from '@playwright/test';
import { targetSizeOffenders, type Target } from './target-size';

/** What counts as a pointer target: the interactive elements a shopper taps. */
const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';

/**
 * The page's visible pointer targets, as the browser lays them out now. A radio or checkbox drawn
 * by its label (the input itself visually hidden or tiny) is the label's box, which is what a tap
 * hits; a link is inline when it sits in a line of text longer than its own.
 */
export async function targetsOnPage(page: Page): Promise<Target[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? '';
      const value = el instanceof HTMLInputElement ? `[type=${el.type}${el.name ? ` name=${el.name}` : ''}]` : '';
      const cls = el.getAttribute('class')?.split(/\s+/)[0];
      return `${el.tagName.toLowerCase()}${value}${cls ? `.${cls}` : ''} "${name.replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const isInline = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return !!block && (block.textContent ?? '').replace(/\s+/g, ' ').trim().length > own + 10;
    };
    const targets: { label: string; box: { x: number; y: number; width: number; height: number }; inline: boolean }[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
        const own = el.getBoundingClientRect();
        if (label && (own.width < 24 || own.height < 24)) target = label;
      }
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Clipped away (visually hidden) elements are not targets.
      if (r.width <= 1 && r.height <= 1) continue;
      targets.push({ label: describe(target), box: { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }, inline: isInline(target) });
    }
    return targets;
  }, TARGETS);
}

/** No visible target on the page fails WCAG 2.5.8 (the offenders named, with their size). */
export async function expectTargetSizes(page: Page, where: string): Promise<void> {
  const offenders = targetSizeOffenders(await targetsOnPage(page));
  expect.soft(offenders.map((o) => `${o.label} ${o.width}×${o.height}`), `targets under 24 × 24 px without spacing on ${where}`).toEqual([]);
}
