'use client';

import { useTranslations } from 'next-intl';

/** Router error fallback (SPEC §2): "Oops! There was an error". */
export default function ErrorBoundary({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorBoundary');
  return (
    <main className="container centered" role="alert">
      <h1>{t('oops')}</h1>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </main>
  );
}
