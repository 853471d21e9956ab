'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { parseStep, STEP_PARAM, stepSearch, type CheckoutStep } from '@/lib/checkout/steps';

/**
 * The current checkout step, from `?step=`. Moving pushes a history entry (the browser's Back
 * walks back through the steps) through the native History API, which Next's router follows
 * without a server round trip; a reload opens the same step.
 */
export function useCheckoutStep() {
  const params = useSearchParams();
  const step = parseStep(params.get(STEP_PARAM));
  const goTo = useCallback((target: CheckoutStep, options: { replace?: boolean } = {}) => {
    const url = `${window.location.pathname}${stepSearch(target)}`;
    if (options.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    window.scrollTo(0, 0);
  }, []);
  return { step, goTo };
}
