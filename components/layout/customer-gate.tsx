'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useProfile, usePromotionInfo } from '@/lib/api/hooks';
import { FullPageSpinner } from './full-page-spinner';

/**
 * Private pages wait for the customer's profile and promotion info (SPEC §4 spinner). The server
 * hydrates both when it could load them; when it could not (an access token that expired between
 * pages), the client loads them — the ky client refreshes the token once and replays — and then
 * re-renders the server page with the new token. A failed refresh goes to login (ky client).
 */
export function CustomerGate({ partnerCode, serverHasData, children }: { partnerCode: string; serverHasData: boolean; children?: ReactNode }) {
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
  if (!ready || !serverHasData) return <FullPageSpinner />;
  return <>{children}</>;
}
