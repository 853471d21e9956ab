'use client';

import { createTranslator, useLocale, useTimeZone } from 'next-intl';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Language } from '@/lib/contract/enums';
import { formMessagesUrl } from '@/lib/i18n/form-messages';
import type { Messages } from '@/lib/i18n/messages';

type FormMessages = Pick<Messages, 'validation' | 'errors'>;

// One load per language and page load, shared by every form on the page; a failed load is
// forgotten, so the next form that mounts asks again.
const loaded = new Map<Language, FormMessages>();
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

function load(lang: Language): void {
  if (loaded.has(lang) || loading.has(lang)) return;
  const pending = fetch(formMessagesUrl(lang))
    .then((response) => (response.ok ? (response.json() as Promise<FormMessages>) : undefined))
    .catch(() => undefined)
    .then((messages) => {
      loading.delete(lang);
      if (!messages) return;
      loaded.set(lang, messages);
      for (const listener of listeners) listener();
    });
  loading.set(lang, pending);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Starts loading the form messages as the page renders in the browser: a page whose forms render
 * only once its data is there asks for them with its data, not after it (one request chain less
 * before the page's content is complete; issue #16, Lighthouse). Started while rendering, not in
 * an effect: an effect ran after the data query's own, late enough on a slow phone for the two
 * requests to run one after the other. `load` is idempotent, so a render that is repeated or
 * thrown away starts nothing twice.
 */
export function usePreloadFormMessages() {
  const lang = useLocale() as Language;
  if (typeof window !== 'undefined') load(lang);
}

/**
 * A translator of the form messages (lib/i18n/form-messages.ts), once the browser has them;
 * `wanted` false (the page provides them itself) loads nothing. Never on the server, nor while
 * hydrating, so the page hydrates as it was rendered.
 */
export function useFormMessages(wanted: boolean) {
  const lang = useLocale() as Language;
  const timeZone = useTimeZone();
  const messages = useSyncExternalStore(
    subscribe,
    () => (wanted ? loaded.get(lang) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (wanted) load(lang);
  }, [wanted, lang]);
  return useMemo(() => (messages ? createTranslator({ locale: lang, timeZone, messages }) : undefined), [lang, timeZone, messages]);
}
