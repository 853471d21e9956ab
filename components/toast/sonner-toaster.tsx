'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted, toasterUnmounted } from './toaster-store';

const GAP = 8;

/**
 * SPEC's toasts (5 s, top-right, light), placed below the shop's header (issue #16 item 10): a
 * toast never covers the cart badge or the account links. The header's height changes with the
 * banner's wrapping and the session, so it is measured, not guessed. Loaded after the page
 * (shop-toaster.tsx); its effect runs after the Toaster's own, once sonner listens.
 */
export default function SonnerToaster() {
  const pathname = usePathname();
  const [top, setTop] = useState(16);
  useEffect(() => {
    const header = document.querySelector('.site-header');
    if (!header) return;
    // The observer reports the header's size at once, then on every change.
    const observer = new ResizeObserver(() => setTop(Math.round(header.getBoundingClientRect().bottom + window.scrollY) + GAP));
    observer.observe(header);
    return () => observer.disconnect();
  }, [pathname]);
  useEffect(() => {
    toasterMounted();
    return toasterUnmounted;
  }, []);
  return <Toaster position="top-right" duration={5000} theme="light" offset={{ top }} mobileOffset={{ top }} />;
}
