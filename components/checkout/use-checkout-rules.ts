'use client';

import { useEffect, useState } from 'react';
import type * as FormSchema from '@/lib/checkout/form-schema';

/** The checkout form's rules (zod and the contract's schemas): loaded on demand, one module. */
export type CheckoutRules = typeof FormSchema;

/**
 * Loads the rules; the bundler keeps one promise, so every caller after the first waits for the
 * same load. The import starts in a microtask, from a short stack: its chunks' script elements are
 * then added outside React's effects. Chrome's tracing, which Lighthouse runs, records the whole
 * JavaScript stack of every request it sees start, and from inside React's commit that was 200
 * frames for each script, about 13 ms of the checkout's load (issue #16, docs/decisions.md).
 */
export const loadCheckoutRules = (): Promise<CheckoutRules> => Promise.resolve().then(() => import('@/lib/checkout/form-schema'));

/**
 * The rules once loaded (CheckoutPreload starts the load with the page's reads): undefined while
 * loading, null when the load failed (the form then opens without them, and its validation loads
 * them again when it needs them).
 */
export function useCheckoutRules(): CheckoutRules | null | undefined {
  const [rules, setRules] = useState<CheckoutRules | null>();
  useEffect(() => {
    let live = true;
    loadCheckoutRules().then(
      (loaded) => live && setRules(loaded),
      () => live && setRules(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
