'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { useServiceUnavailable } from './use-service-unavailable';

/**
 * Router error fallback (SPEC §2): "Oops! There was an error", or "Temporarily unavailable" while
 * the database is unavailable (issue #14 items 16–17), with a retry; inside a partner's shop also
 * the way to its home page (issue #16 item 9).
 */
export function ErrorFallback({ reset }: { reset: () => void }) {
  const t = useTranslations('errorBoundary');
  const unavailable = useServiceUnavailable();
  const { lang, partnerId } = useParams<{ lang?: Language; partnerId?: string }>();
  return (
    <main id="content" className="container centered error-page" role="alert">
      <h1>{unavailable ? t('unavailableTitle') : t('oops')}</h1>
      {unavailable && <p>{t('unavailableText')}</p>}
      <p className="way-back-links">
        <button type="button" className="button-primary" onClick={reset}>
          {t('retry')}
        </button>
        {lang && partnerId && (
          <Link className="button-secondary" href={buildPath({ lang, partnerId })}>
            {t('home')}
          </Link>
        )}
      </p>
    </main>
  );
}
