'use client';

import { useTranslations } from 'next-intl';
import { decodeMessage } from '@/lib/forms/message-codec';
import { useFormMessages } from './use-form-messages';

// The keys are built at run time, and the form messages come with the page only when a route
// renders API error keys at once (its client-messages table entry lists them): none are required.
// client-messages:

type Translate = ((id: never, params?: never) => string) & { has: (id: never) => boolean };

/**
 * Translates a message key from a form or the API: the validation catalogue first, then the
 * API error keys, else a fallback: the catalogue's default ("Invalid value") for a field, or
 * "An unknown error occurred" for a form-level failure (e.g. a network error's raw message).
 * The page's own messages answer first; the rest come from the form messages the browser loads
 * once a form is on the page (lib/i18n/form-messages.ts): undefined until they are there.
 */
export function useMessage() {
  const t = useTranslations();
  const provided = t.has('validation.default') && t.has('errors.unknown');
  const loaded = useFormMessages(!provided);
  const translators = [t, loaded].filter(Boolean) as Translate[];
  return (encoded: string | undefined, fallback: 'validation.default' | 'errors.unknown' = 'validation.default'): string | undefined => {
    const message = decodeMessage(encoded);
    if (!message) return undefined;
    for (const translate of translators) {
      for (const namespace of ['validation', 'errors'] as const) {
        const id = `${namespace}.${message.key}` as never;
        if (translate.has(id)) return translate(id, message.params as never);
      }
    }
    return translators.find((translate) => translate.has(fallback as never))?.(fallback as never);
  };
}
