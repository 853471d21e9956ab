import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the locator's element is the focused element (false when it is not on the page). */
export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((els) => els.some((el) => el === document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` (or one of the elements it matches: a radio group's
 * radios) has the focus, failing after `max` presses: the keyboard alone reaches it, in the page's order.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {}): Promise<void> {
  await expect(target.first(), 'the target to tab to').toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  throw new Error(`${target} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; the focus is on ${await describeFocus(page)}`);
}

/** The focused element, described for a failure message. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    return `<${el.tagName.toLowerCase()}${el.id ? ` id=${el.id}` : ''}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> "${text}"`;
  });
}

/**
 * The focused element shows where the focus is (WCAG 2.4.7): it matches :focus-visible and it, or
 * the label or box drawn around it (up to three levels up), has an outline or a box shadow.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const state = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { ok: false, why: 'the focus is on <body>' };
    if (!el.matches(':focus-visible')) return { ok: false, why: 'the element does not match :focus-visible' };
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      return outline || (node === el && style.boxShadow !== 'none');
    };
    for (let node: Element | null = el, level = 0; node && level < 4; node = node.parentElement, level++) {
      if (drawn(node)) return { ok: true, why: '' };
    }
    return { ok: false, why: 'no outline or box shadow on it or around it' };
  });
  expect(state.ok, `focus indicator on ${await describeFocus(page)}: ${state.why}`).toBe(true);
}

/**
 * After a client-side navigation the focus is on the new page's main heading or its main landmark,
 * never left on <body> or on an element of the page that was left.
 */
export async function expectFocusOnMain(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return 'body';
          const main = [...document.querySelectorAll('main')].find((m) => m.checkVisibility());
          if (!main) return 'no visible main';
          if (el === main || (el.tagName === 'H1' && main.contains(el))) return 'main';
          return `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`;
        }),
      { message: 'the focus moved to the new page\'s heading or main landmark' },
    )
    .toBe('main');
}

/** Presses `key` on the focused element, which must be `target`. */
export async function pressOn(page: Page, target: Locator, key: string): Promise<void> {
  expect(await isFocused(target), `${target} has the focus before ${key} (it is on ${await describeFocus(page)})`).toBe(true);
  await page.keyboard.press(key);
}

/** Tabs to the field, selects what it holds and types `text` over it. */
export async function typeInto(page: Page, field: Locator, text: string, max = 40): Promise<void> {
  await tabTo(page, field, { max });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/**
 * Chooses a radio of a group with the keyboard: Tab into the group, then the arrow keys (or Space
 * on a group with nothing chosen yet) until `radio` is checked.
 */
export async function chooseRadio(page: Page, group: Locator, radio: Locator, max = 40): Promise<void> {
  await tabTo(page, group.getByRole('radio'), { max });
  for (let i = 0; i < 12 && !(await radio.isChecked()); i++) {
    if (await isFocused(radio)) await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}

/**
 * The focused element is not hidden behind the page's own fixed or sticky parts (WCAG 2.2 2.4.11
 * Focus Not Obscured): some of it is on top where the browser scrolled it (its middle or a corner
 * strip), not under the phone's action bar or the header.
 */
export async function expectFocusNotObscured(page: Page): Promise<void> {
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, hit: 'body' };
    const owner = (el as HTMLInputElement).labels?.[0] ?? null;
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.bottom - 2],
    ];
    let hit: Element | null = null;
    for (const [x, y] of points) {
      hit = document.elementFromPoint(x!, y!);
      if (hit && (el.contains(hit) || hit.contains(el) || (owner && owner.contains(hit)))) return { ok: true, hit: '' };
    }
    return { ok: false, hit: hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing (off screen)' };
  });
  expect(state.ok, `the focused ${await describeFocus(page)} is not covered (${state.hit} is on top)`).toBe(true);
}
