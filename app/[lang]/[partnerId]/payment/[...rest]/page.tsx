import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentNotice } from '@/components/checkout/payment-notice';
import { paymentPageKind } from '@/lib/checkout/payment-pages';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';
import '@/components/checkout/checkout.css';

type Props = { params: Promise<{ lang: string; partnerId: string; rest: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, rest } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'payment' });
  return privatePageMetadata({ title: paymentPageKind(rest) === 'failure' ? t('failedTitle') : t('redirectTitle') });
}

/**
 * The payment pages without a return page of their own: cancel returns show the one shared
 * payment-failure page; any other payment/* path shows the payment-redirect page (SPEC §2).
 */
export default async function PaymentPage({ params }: Props) {
  const { lang, partnerId, rest } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  return <PaymentNotice kind={paymentPageKind(rest)} provider={rest[0] ?? ''} lang={language} partnerId={partnerId} />;
}
