'use client';

import { useEffect, useState } from 'react';
import type * as FormSchema from '@/lib/checkout/form-schema';

/** The checkout form's rules (zod and the contract's schemas): loaded on demand, one module. */
export type CheckoutRules = typeof FormSchema;

/** Loads the rules; the bundler keeps one promise, so every caller after the first waits for the same load. */
export const loadCheckoutRules = (): Promise<CheckoutRules> => import('@/lib/checkout/form-schema');

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
