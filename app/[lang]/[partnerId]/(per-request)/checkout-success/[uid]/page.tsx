import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutDone } from '@/components/checkout/checkout-done';
import { OrderDetails } from '@/components/checkout/order-details';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { DownloadDocument } from '@/components/orders/download-document';
import { getOrder } from '@/lib/api/orders.server';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string; uid: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'orderSuccess' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * Checkout success (SPEC §2): the order, rendered on the server as the customer (`GET
 * /Orders/{uid}`). Someone else's uid is not found for the API, so this is the not-found page.
 */
export default async function CheckoutSuccessPage({ params }: Props) {
  const { lang, partnerId, uid } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const result = await getOrder(partnerId, language, uid);
  if (result.kind === 'unauthorized') {
    return (
      <ClientMessages lang={language} scope="[partnerId]/(per-request)/checkout-success/[uid]/page">
        <CustomerGate partnerCode={partnerId} serverHasData={false} />
      </ClientMessages>
    );
  }
  if (result.kind === 'not-found') notFound();
  const t = await getTranslations('orderSuccess');
  return (
    <ClientMessages lang={language} scope="[partnerId]/(per-request)/checkout-success/[uid]/page">
      <main id="content" className="container order-page">
        <CheckoutDone partnerId={partnerId} />
        {/* An order sent for approval (issue #50) is not placed yet: the heading says so. */}
        <h1>{result.data.awaitingApproval ? t('approval.title') : t('title')}</h1>
        <OrderDetails order={result.data} />
        <div className="order-document">
          <DownloadDocument lang={language} order={result.data} />
        </div>
        <p className="page-links">
          <IntentLink href={buildPath({ lang: language, partnerId, path: 'products' })}>{t('continueShopping')}</IntentLink>
          <IntentLink href={buildPath({ lang: language, partnerId, path: 'profile/orders' })}>{t('myOrders')}</IntentLink>
        </p>
      </main>
    </ClientMessages>
  );
}
