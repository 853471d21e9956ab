import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PaymentLinks } from '@/components/checkout/payment-links';
import { PaymentNotice } from '@/components/checkout/payment-notice';
import { PaymentReturn } from '@/components/checkout/payment-return';
import { PaymentStart } from '@/components/checkout/payment-start';
import { ClientMessages } from '@/components/layout/client-messages';
import { paymentPageOf, type PaymentPage as PaymentPageKind } from '@/lib/checkout/payment-pages';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string; rest: string[] }> };

const TITLES = { failure: 'failedTitle', start: 'redirectTitle', success: 'confirming', redirect: 'redirectTitle' } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, rest } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'payment' });
  return privatePageMetadata({ title: t(TITLES[paymentPageOf(rest).kind]) });
}

/**
 * Every payment page (SPEC §2, lib/checkout/payment-pages): a provider's start page (the
 * auto-submitted bank form or the redirect), a success return (confirmed with the API), the one
 * shared payment-failure page for every cancel return, and the payment-redirect page for any
 * other payment/* path.
 */
export default async function PaymentPage({ params }: Props) {
  const { lang, partnerId, rest } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  return (
    <ClientMessages lang={language} scope="[partnerId]/(per-request)/payment/[...rest]/page">
      <PaymentContent page={paymentPageOf(rest)} lang={language} partnerId={partnerId} />
    </ClientMessages>
  );
}

function PaymentContent({ page, lang, partnerId }: { page: PaymentPageKind; lang: Language; partnerId: string }) {
  switch (page.kind) {
    case 'start':
      return (
        <main id="content" className="container centered">
          <PaymentStart attempt={page.attempt} provider={page.provider}>
            <PaymentLinks lang={lang} partnerId={partnerId} first="checkout" />
          </PaymentStart>
        </main>
      );
    case 'success':
      return (
        <main id="content" className="container">
          <Suspense fallback={null}>
            <PaymentReturn provider={page.provider} orderUid={page.orderUid} lang={lang} partnerId={partnerId} />
          </Suspense>
        </main>
      );
    default:
      return <PaymentNotice kind={page.kind} provider={page.kind === 'failure' ? page.provider : ''} lang={lang} partnerId={partnerId} />;
  }
}
