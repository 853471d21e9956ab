import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { ReturnOrderFromUrl } from '@/components/returns/return-order-from-url';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'returns' });
  return privatePageMetadata({ title: t('title') });
}

/** Return order (SPEC §2, issue #7): `?order=` prefills the order number (the orders' "Return items" link). */
export default async function ReturnOrderPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('returns');
  return (
    <main id="content" className="profile-main return-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/profile/return-order/page">
        <CustomerGate partnerCode={partnerId} serverHasData>
          <Suspense fallback={null}>
            <ReturnOrderFromUrl lang={language} partnerId={partnerId} />
          </Suspense>
        </CustomerGate>
      </ClientMessages>
    </main>
  );
}
