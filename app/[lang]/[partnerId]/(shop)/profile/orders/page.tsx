import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { OrdersView } from '@/components/orders/orders-view';
import type { Language } from '@/lib/contract/enums';
import { parseOrderListParams } from '@/lib/orders/list-params';
import { privatePageMetadata } from '@/lib/seo/metadata';
import '@/components/checkout/checkout.css';
import '@/components/orders/orders.css';

type Props = {
  params: Promise<{ lang: string; partnerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'orders' });
  return privatePageMetadata({ title: t('title') });
}

/** The customer's orders (SPEC §2, issue #7): the list is read on the client, its page (`?page=`) is in the URL. */
export default async function OrdersPage({ params, searchParams }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const { page, pageSize } = parseOrderListParams(await searchParams);
  const t = await getTranslations('orders');
  return (
    <main id="content" className="profile-main orders-page">
      <h1>{t('title')}</h1>
      <ClientMessages lang={language} scope="[partnerId]/(shop)/profile/orders/page">
        <CustomerGate partnerCode={partnerId} serverHasData>
          <OrdersView lang={language} partnerId={partnerId} page={page} pageSize={pageSize} />
        </CustomerGate>
      </ClientMessages>
    </main>
  );
}
