/**
 * Where the focus goes when what had it is gone (issue #49 item 5, WCAG 2.4.3): the page's main
 * heading, else its main landmark. Pages left by a client navigation stay in the DOM, hidden, so
 * the visible main is the one; a main still loading (`aria-busy`) is not there yet.
 */
export function mainFocusTarget(): HTMLElement | undefined {
  const main = [...document.querySelectorAll('main')].find((m) => m.checkVisibility() && m.getAttribute('aria-busy') !== 'true');
  if (!main) return undefined;
  const heading = main.querySelector('h1');
  return heading && heading.checkVisibility() ? heading : main;
}

/** Moves the focus to the page's main heading (or main), without scrolling; false when there is none yet. */
export function focusMain(): boolean {
  const target = mainFocusTarget();
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
