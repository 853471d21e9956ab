'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { subscribeToaster, toasterWanted, wantToaster } from './toaster-store';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** When the page has loaded and the browser is idle (or soon after, where there is no idle callback). */
function afterLoad(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 3000 });
    else timer = setTimeout(run, 500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The toasts' live region: sonner's Toaster, loaded once the page has loaded and the browser is
 * idle, or at once when a toast comes first (components/toast/toast.ts). Screen readers find the
 * region on the page before the shopper's first action, and the page's first load carries none of it.
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
