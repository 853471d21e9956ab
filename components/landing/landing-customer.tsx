'use client';

import { useTranslations } from 'next-intl';
import { useProfile, usePromotionInfo } from '@/lib/api/hooks';

/**
 * The landing page's personal part (SPEC §2): the greeting and the discount quota left, read in
 * the browser (behind the customer gate, which waits for both). The partner's discount beside it
 * is the partner's, rendered on the server with the rest of the page (served from the cache).
 */
export function LandingCustomer({ partnerCode, discountText }: { partnerCode: string; discountText: string }) {
  const t = useTranslations('landing');
  const profile = useProfile(partnerCode).data;
  const quota = usePromotionInfo(partnerCode).data?.quota;
  if (!profile || !quota) return null; // the gate renders this only once both have loaded
  return (
    <>
      <p>{t('welcome', { name: profile.firstName })}</p>
      <section className="card" aria-labelledby="promotion">
        <p id="promotion">{discountText}</p>
        <p>{t('quota', { remaining: quota.remaining, limit: quota.limit })}</p>
      </section>
    </>
  );
}

/**
 * What the gate shows while the profile and quota load: the same lines with their personal parts
 * blank (the discount is the partner's, known already), so the partner content below stays put.
 */
export function LandingCustomerPlaceholder({ discountText }: { discountText: string }) {
  const t = useTranslations('landing');
  const tc = useTranslations('common');
  // The real sentences with sample values, drawn as blank bars of their size (not read out).
  const blank = (text: string) => <span className="text-placeholder">{text}</span>;
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{tc('loading')}</span>
      <div aria-hidden="true">
        <p>{blank(t('welcome', { name: 'Xxxxxx' }))}</p>
        <div className="card">
          <p>{discountText}</p>
          <p>{blank(t('quota', { remaining: 20, limit: 20 }))}</p>
        </div>
      </div>
    </div>
  );
}
