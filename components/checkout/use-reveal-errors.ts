'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CheckoutStep } from '@/lib/checkout/steps';
import { revealFirstError } from './reveal-error';

/**
 * Reveals the checkout's first error once it is on screen (./reveal-error): after a step that does
 * not validate, and after a refusal that opens the step of its field (the error is shown once that
 * step is). Call the hook after the effect that focuses a new step's title: effects run in order,
 * so the error's field takes the focus after the title.
 */
export function useRevealErrors(root: RefObject<HTMLElement | null>, step: CheckoutStep): (on: CheckoutStep) => void {
  const pending = useRef<CheckoutStep | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (pending.current !== step || !root.current) return;
    if (revealFirstError(root.current)) pending.current = null;
  }, [request, step, root]);
  return useCallback((on: CheckoutStep) => {
    pending.current = on;
    setRequest((n) => n + 1);
  }, []);
}
