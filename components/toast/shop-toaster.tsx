'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { onFirstIntent } from '@/components/forms/use-preload';
import { subscribeToaster, toasterWanted, wantToaster } from './toaster-store';

// A chunk that cannot be loaded (offline) leaves the page without toasts, never with an error page:
// React.lazy would throw the failure to the nearest error boundary.
const SonnerToaster = lazy<ComponentType>(() => import('./sonner-toaster').catch(() => ({ default: () => null })));

const QUIET_MS = 5000;

/**
 * At the shopper's first touch, click, key or focus, or 5 s after the page has loaded, whichever
 * comes first: never while the page loads (an idle callback came while the cart waited for its
 * read, and sonner joined the page's load in Lighthouse's trace).
 */
function afterLoad(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => (timer = setTimeout(once, QUIET_MS));
  const stopIntent = onFirstIntent(once);
  function stop() {
    stopIntent();
    window.removeEventListener('load', start);
    if (timer !== undefined) clearTimeout(timer);
  }
  function once() {
    stop();
    run();
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return stop;
}

/**
 * The toasts' live region: sonner's Toaster, loaded at the shopper's first interaction or once the
 * page has been quiet a while, or at once when a toast comes first (components/toast/toast.ts).
 * Every toast answers an action, so screen readers find the region on the page before the toast
 * comes, and the page's first load carries none of it.
 */
export function ShopToaster() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  useEffect(() => afterLoad(wantToaster), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
