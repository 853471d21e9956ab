import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LandingCustomer, LandingCustomerPlaceholder } from '@/components/landing/landing-customer';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { RichText } from '@/components/ui/rich-text';
import { getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export const metadata: Metadata = privatePageMetadata();

/**
 * The authenticated partner landing page (SPEC §2): the partner, its discount and rich content,
 * the same for each of its customers and served from the cache; the greeting and the quota left
 * load in the browser (components/landing/landing-customer.tsx).
 */
export default async function LandingPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(language);
  const partner = await getPartner(partnerId, language);
  if (!partner) redirect('/');
  const t = await getTranslations('landing');
  const { discount } = partner.promotion;
  const discountText = t('discount', {
    value: discount.kind === 'Percentage' ? t('discountPercent', { value: discount.value }) : t('discountFixed', { value: (discount.value / 100).toFixed(2) }),
  });
  return (
    <main className="container" id="content">
      <h1>{partner.name}</h1>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/page">
        <CustomerGate partnerCode={partner.code} serverHasData fallback={<LandingCustomerPlaceholder discountText={discountText} />}>
          <LandingCustomer partnerCode={partner.code} discountText={discountText} />
        </CustomerGate>
      </ClientMessages>
      <RichText html={partner.content} />
    </main>
  );
}
