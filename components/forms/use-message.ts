'use client';

import { useTranslations } from 'next-intl';
import { decodeMessage } from '@/lib/forms/message-codec';

/**
 * Translates a message key from a form or the API: the validation catalogue first, then the
 * API error keys, else a fallback: the catalogue's default ("Invalid value") for a field, or
 * "An unknown error occurred" for a form-level failure (e.g. a network error's raw message).
 */
export function useMessage() {
  const t = useTranslations();
  return (encoded: string | undefined, fallback: 'validation.default' | 'errors.unknown' = 'validation.default'): string | undefined => {
    const message = decodeMessage(encoded);
    if (!message) return undefined;
    for (const namespace of ['validation', 'errors'] as const) {
      const id = `${namespace}.${message.key}`;
      if (t.has(id as never)) return t(id as never, message.params as never);
    }
    return t(fallback);
  };
}
