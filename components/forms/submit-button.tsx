'use client';

import { useTranslations } from 'next-intl';

/**
 * The submit button: busy while submitting, so a form is never sent twice. aria-disabled, not
 * disabled: a focused button that is disabled drops the focus to the page, and a screen reader
 * with it (issue #49 item 5); a click (or Enter, which clicks it) meanwhile does nothing.
 */
export function SubmitButton({ label, pending }: { label: string; pending: boolean }) {
  const t = useTranslations('auth');
  return (
    <button type="submit" className="button-primary" aria-disabled={pending || undefined} aria-busy={pending} onClick={(event) => pending && event.preventDefault()}>
      {pending ? t('submitting') : label}
    </button>
  );
}
