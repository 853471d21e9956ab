'use client';

import { useEffect, useState } from 'react';
import { suggestProducts } from '@/lib/api/quick-order';

/** Fewest characters before the code field suggests products. */
const MIN_TYPED = 2;

/**
 * Suggestions for the code field being typed in (issue #18 item 1: type-ahead over codes and
 * names): the catalogue's first matches for what is typed, a moment after the typing stops. A
 * failed or outdated request leaves the suggestions as they were.
 */
export function useCodeSuggestions(typed: string): { code: string; name: string }[] {
  const [suggestions, setSuggestions] = useState<{ code: string; name: string }[]>([]);
  useEffect(() => {
    const q = typed.trim();
    if (q.length < MIN_TYPED) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestProducts(q, controller.signal).then(setSuggestions, () => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);
  return suggestions;
}
