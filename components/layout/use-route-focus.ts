import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { focusMain } from '@/lib/ui/focus-main';
import { scrollsToTop } from '@/lib/ui/scroll-on-navigation';

/** The path last shown, across layouts: the shop's and the sign-in pages' each mount their own. */
let shownPath: string | undefined;

/** How long a new page may show its loading state before the focus gives up waiting (ms). */
const WAIT_MS = 4000;

/**
 * Issue #49 item 5 (WCAG 2.4.3): after a client-side navigation the focus moves to the new page's
 * main heading (or its main landmark), as a page load starts a screen reader there: the link or
 * button that navigated is gone (the page left is hidden) or in the header, far from the new
 * content. Not on a page load, nor when only the query changes (the list's filters, the checkout's
 * steps, which focus their own step heading). Not scrolled: ScrollToTop places the page. A page
 * still in its loading state (`aria-busy`) is waited for; a shopper who has moved the focus
 * meanwhile keeps it. Used by SessionSync, which both layouts render.
 */
export function useRouteFocus(): void {
  const pathname = usePathname();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (!scrollsToTop(previous, pathname)) return;
    const before = document.activeElement;
    const deadline = performance.now() + WAIT_MS;
    let frame = 0;
    const attempt = () => {
      const active = document.activeElement;
      if (active && active !== before && active !== document.body && active.checkVisibility()) return;
      if (!focusMain() && performance.now() < deadline) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
