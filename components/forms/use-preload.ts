'use client';

import { useEffect } from 'react';

/** What shows a shopper is about to use a form: any touch, click, key or focus on the page. */
export const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Starts loading a lazy resolver's code (lib/forms/lazy-resolver.ts) at the shopper's first touch,
 * click, key or focus on the page, so it is there before the first validation without costing the
 * page's load: evaluating zod and a form's schema is a long task of its own (about 200 ms on a
 * phone-class CPU), which would count against the page while it loads. A submit that comes first
 * (Enter in a prefilled form) waits for the load, and a failed load is tried again by the
 * validation itself.
 */
export function usePreload(lazy: { preload: () => Promise<unknown> }): void {
  useEffect(() => onFirstIntent(() => void lazy.preload().catch(() => undefined)), [lazy]);
}

/** Runs `run` once, at the page's first touch, click, key or focus; returns what cancels it. */
export function onFirstIntent(run: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, start, options));
  function start() {
    stop();
    run();
  }
  INTENT_EVENTS.forEach((type) => window.addEventListener(type, start, options));
  return stop;
}
