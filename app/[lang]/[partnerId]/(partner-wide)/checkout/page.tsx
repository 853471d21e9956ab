import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Checkout } from '@/components/checkout/checkout';
import { CheckoutPreload } from '@/components/checkout/checkout-preload';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'checkout' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * Checkout (SPEC §2): a client form over the cart, the checkout options and the address book,
 * one step at a time (`?step=`); the page itself sets the language and the heading, and in demo
 * mode says at once that payments are tests (the partner's cached data says so).
 */
export default async function CheckoutPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const [t, partner] = await Promise.all([getTranslations('checkout'), getPartner(partnerId, language)]);
  return (
    <main id="content" className="container checkout-page">
      <h1>{t('title')}</h1>
      {partner?.testPayments ? (
        <p role="note" className="checkout-test-notice">
          {t('testPayment')}
        </p>
      ) : null}
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/checkout/page">
        <CheckoutPreload partnerId={partnerId} />
        <CustomerGate partnerCode={partnerId} serverHasData>
          <Suspense fallback={null}>
            <Checkout lang={language} partnerId={partnerId} />
          </Suspense>
        </CustomerGate>
      </ClientMessages>
    </main>
  );
}
