'use client';

import { useTranslations } from 'next-intl';

/** The submit button: disabled while submitting, so a form is never sent twice. */
export function SubmitButton({ label, pending }: { label: string; pending: boolean }) {
  const t = useTranslations('auth');
  return (
    <button type="submit" className="button-primary" disabled={pending} aria-busy={pending}>
      {pending ? t('submitting') : label}
    </button>
  );
}
