import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { RichText } from '@/components/ui/rich-text';
import { getCustomerContext, getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export const metadata: Metadata = privatePageMetadata();

/** The authenticated partner landing page: partner, the customer's discount and quota, rich content. */
export default async function LandingPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(language);
  const [partner, context] = await Promise.all([getPartner(partnerId, language), getCustomerContext(partnerId, language)]);
  if (!partner) redirect('/');
  // No data although middleware saw a live session: the access token expired between pages.
  // The client refreshes it silently and re-renders (or goes to login if the session is over).
  if (!context) {
    return (
      <ClientMessages lang={language} scope="[partnerId]/(shop)/page">
        <CustomerGate partnerCode={partner.code} serverHasData={false} />
      </ClientMessages>
    );
  }
  const t = await getTranslations('landing');
  const { discount, quota } = context.promotion;
  const discountText =
    discount.kind === 'Percentage'
      ? t('discountPercent', { value: discount.value })
      : t('discountFixed', { value: (discount.value / 100).toFixed(2) });
  return (
    <main className="container" id="content">
      <h1>{partner.name}</h1>
      <p>{t('welcome', { name: context.profile.firstName })}</p>
      <section className="card" aria-labelledby="promotion">
        <p id="promotion">{t('discount', { value: discountText })}</p>
        <p>{t('quota', { remaining: quota.remaining, limit: quota.limit })}</p>
      </section>
      <RichText html={partner.content} />
    </main>
  );
}
