'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * A thin progress bar while a client navigation is under way: starts when a same-origin link
 * to another page is clicked, ends when the new path (or query) has rendered.
 */
export function RouteProgress() {
  const here = `${usePathname()}?${useSearchParams().toString()}`;
  // The location a navigation started from: the bar shows until the location changes.
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const active = startedAt === here;

  useEffect(() => {
    // Capture phase: next/link calls preventDefault() on the clicks it navigates itself, so by the
    // time a click bubbles to the document every client navigation looks cancelled.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) return;
      if (url.pathname === location.pathname && url.search === location.search) return;
      setStartedAt(`${location.pathname}?${location.search.replace(/^\?/, '')}`);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return <div className="route-progress" data-active={active} aria-hidden="true" />;
}
