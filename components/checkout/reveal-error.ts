'use client';

/**
 * Shows the first error of a form (issue #46): scrolled into the part of the screen that no sticky
 * bar covers, and its control focused. On a phone the checkout's actions are a bar at the bottom of
 * the screen (`.sticky-action-bar`): the browser's own scrolling (focus, `scrollIntoView`) counts the
 * screen under that bar as visible, so an error there looked like a dead button.
 */
const ERROR = '[aria-invalid="true"], .field-error:not(:empty), .form-alert-error';
const CONTROL = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';
/** Room kept between the error and the screen's free edges. */
const MARGIN = 12;

/** The top of the bottom bar when it stays on screen (sticky or fixed and shown), else the screen's bottom. */
function freeBottom(root: HTMLElement): number {
  const bar = root.querySelector<HTMLElement>('.sticky-action-bar') ?? document.querySelector<HTMLElement>('.sticky-action-bar');
  if (!bar) return window.innerHeight;
  const style = window.getComputedStyle(bar);
  const stays = (style.position === 'sticky' || style.position === 'fixed') && style.display !== 'none';
  return stays ? window.innerHeight - bar.getBoundingClientRect().height : window.innerHeight;
}

/** How far to scroll so that the error's box (its field or group, down to its message) lies between `top` and `bottom`. */
export function scrollNeeded(box: { top: number; bottom: number }, view: { top: number; bottom: number }): number {
  if (box.top >= view.top && box.bottom <= view.bottom) return 0;
  // A box that fits is centred in the free part; a taller one keeps its message (its bottom) in it.
  if (box.bottom - box.top <= view.bottom - view.top) return (box.top + box.bottom - view.top - view.bottom) / 2;
  return box.bottom - view.bottom;
}

/** Reveals the first error under `root`; false when there is none (yet). */
export function revealFirstError(root: HTMLElement): boolean {
  const first = root.querySelector<HTMLElement>(ERROR);
  if (!first) return false;
  const box = first.closest<HTMLElement>('.field') ?? first.closest<HTMLElement>('fieldset') ?? first;
  const message = box.querySelector<HTMLElement>('.field-error:not(:empty)') ?? box;
  const control = first.matches(CONTROL) ? first : box.querySelector<HTMLElement>(CONTROL);
  if (control) control.focus({ preventScroll: true });
  else {
    box.tabIndex = -1;
    box.focus({ preventScroll: true });
  }
  const top = box.getBoundingClientRect().top;
  const bottom = Math.max(message.getBoundingClientRect().bottom, control?.getBoundingClientRect().bottom ?? top);
  const delta = scrollNeeded({ top, bottom }, { top: MARGIN, bottom: freeBottom(root) - MARGIN });
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
  return true;
}
