import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { OrdersFromUrl } from '@/components/orders/orders-from-url';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'orders' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * The customer's orders (SPEC §2, issue #7): the list is read on the client, its page (`?page=`)
 * is in the URL. The page reads nothing of the request: one cached page per partner and language.
 */
export default async function OrdersPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('orders');
  return (
    <main id="content" className="profile-main orders-page">
      <h1>{t('title')}</h1>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/profile/orders/page">
        <CustomerGate partnerCode={partnerId} serverHasData>
          <Suspense fallback={null}>
            <OrdersFromUrl lang={language} partnerId={partnerId} />
          </Suspense>
        </CustomerGate>
      </ClientMessages>
    </main>
  );
}
