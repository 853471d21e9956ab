import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { ReturnOrder } from '@/components/returns/return-order';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';
import '@/components/checkout/checkout.css';
import '@/components/orders/orders.css';

type Props = {
  params: Promise<{ lang: string; partnerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'returns' });
  return privatePageMetadata({ title: t('title') });
}

/** Return order (SPEC §2, issue #7): `?order=` prefills the order number (the orders' "Return items" link). */
export default async function ReturnOrderPage({ params, searchParams }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const order = (await searchParams).order;
  const orderNumber = (Array.isArray(order) ? order[0] : order)?.trim().slice(0, 40) ?? '';
  const t = await getTranslations('returns');
  return (
    <main id="content" className="profile-main return-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages lang={language} scope="[partnerId]/(shop)/profile/return-order/page">
        <CustomerGate partnerCode={partnerId} serverHasData>
          <ReturnOrder lang={language} partnerId={partnerId} orderNumber={orderNumber} />
        </CustomerGate>
      </ClientMessages>
    </main>
  );
}
