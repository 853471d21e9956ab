'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useProfile, usePromotionInfo } from '@/lib/api/hooks';
import { FullPageSpinner } from './full-page-spinner';

/**
 * Private pages wait for the customer's profile and promotion info (SPEC §4 spinner). The landing
 * gets both from the server ((per-request)/layout.tsx); the pages served from the cache (checkout,
 * profile; `serverHasData`: nothing personal to re-render) load them here, as does a page whose
 * server could not (an access token that expired between pages: `serverHasData={false}`, the page
 * is rendered again with the new token). The ky client refreshes the token once and replays; a
 * refused refresh goes to login.
 */
export function CustomerGate({
  partnerCode,
  serverHasData,
  fallback,
  children,
}: {
  partnerCode: string;
  serverHasData: boolean;
  /** What stands in while loading when the content's shape is known (the same size, so nothing below moves); the spinner otherwise. */
  fallback?: ReactNode;
  children?: ReactNode;
}) {
  const profile = useProfile(partnerCode);
  const promotion = usePromotionInfo(partnerCode);
  const router = useRouter();
  const t = useTranslations('errorBoundary');
  const ready = profile.isSuccess && promotion.isSuccess;
  useEffect(() => {
    if (ready && !serverHasData) router.refresh();
  }, [ready, serverHasData, router]);
  if (profile.isError || promotion.isError) {
    return (
      // Inside the page's own <main>: an alert, not a second landmark.
      <div className="centered" role="alert">
        <p className="gate-error">{t('oops')}</p>
      </div>
    );
  }
  if (!ready || !serverHasData) return fallback ?? <FullPageSpinner />;
  return <>{children}</>;
}
