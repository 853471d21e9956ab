import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PaymentReturn } from '@/components/checkout/payment-return';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'payment' });
  return privatePageMetadata({ title: t('confirming') });
}

/** Viva's success return (SPEC §2 payment/viva/success): confirms through the API, then the order or the failure page. */
export default async function VivaSuccessPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  return (
    <main id="content" className="container">
      <Suspense fallback={null}>
        <PaymentReturn provider="viva" lang={language} partnerId={partnerId} />
      </Suspense>
    </main>
  );
}
