'use client';

import { useEffect } from 'react';

/**
 * Starts loading a lazy resolver's code once the form is mounted (lib/forms/lazy-resolver.ts), so
 * it is there before the first validation. A failed load is tried again by the validation itself.
 */
export function usePreload(lazy: { preload: () => Promise<unknown> }): void {
  useEffect(() => void lazy.preload().catch(() => undefined), [lazy]);
}
