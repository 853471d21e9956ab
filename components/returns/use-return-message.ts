'use client';

import { useTranslations } from 'next-intl';
import { useMessage } from '@/components/forms/use-message';
import { decodeMessage } from '@/lib/forms/message-codec';

/**
 * Translates an error key on the return page: the page's own wording first (`returns.errors`,
 * e.g. "No order matches this number and email"), then the shared catalogues.
 */
export function useReturnMessage() {
  const t = useTranslations('returns.errors');
  const message = useMessage();
  return (encoded: string | undefined, fallback: 'validation.default' | 'errors.unknown' = 'validation.default'): string | undefined => {
    const decoded = decodeMessage(encoded);
    if (decoded && t.has(decoded.key as never)) return t(decoded.key as never, decoded.params as never);
    return message(encoded, fallback);
  };
}
