'use client';

import { useTranslations } from 'next-intl';
import { useProfile, usePromotionInfo } from '@/lib/api/hooks';

/**
 * The landing page's personal part (SPEC §2): the greeting and the discount quota left, read in
 * the browser (behind the customer gate, which waits for both), under the hero's offer, which is
 * the partner's and rendered on the server with the rest of the page (served from the cache).
 */
export function LandingCustomer({ partnerCode }: { partnerCode: string }) {
  const t = useTranslations('landing');
  const profile = useProfile(partnerCode).data;
  const quota = usePromotionInfo(partnerCode).data?.quota;
  if (!profile || !quota) return null; // the gate renders this only once both have loaded
  return (
    <>
      <p>{t('welcome', { name: profile.firstName })}</p>
      <p id="promotion">{t('quota', { remaining: quota.remaining, limit: quota.limit })}</p>
    </>
  );
}

/**
 * What the gate shows while the profile and quota load: the same lines with their personal parts
 * blank, so that nothing below moves when they come.
 */
export function LandingCustomerPlaceholder() {
  const t = useTranslations('landing');
  const tc = useTranslations('common');
  // The real sentences with sample values, drawn as blank bars of their size (not read out).
  const blank = (text: string) => <span className="text-placeholder">{text}</span>;
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{tc('loading')}</span>
      <div aria-hidden="true">
        <p>{blank(t('welcome', { name: 'Xxxxxx' }))}</p>
        <p>{blank(t('quota', { remaining: 20, limit: 20 }))}</p>
      </div>
    </div>
  );
}
