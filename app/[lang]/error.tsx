'use client';

import { useTranslations } from 'next-intl';
import { useServiceUnavailable } from '@/components/layout/use-service-unavailable';

/**
 * Router error fallback (SPEC §2): "Oops! There was an error", or "Temporarily unavailable" while
 * the database is unavailable (issue #14 items 16–17).
 */
export default function ErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorBoundary');
  const unavailable = useServiceUnavailable();
  return (
    <main className="container centered" role="alert">
      <h1>{unavailable ? t('unavailableTitle') : t('oops')}</h1>
      {unavailable && <p>{t('unavailableText')}</p>}
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </main>
  );
}
