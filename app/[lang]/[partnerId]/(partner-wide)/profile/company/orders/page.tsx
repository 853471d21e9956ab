import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { CompanyOrdersView } from '@/components/company/company-orders-view';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'company.pages.orders' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * Every order of the company (issue #50 item 6), filtered by buyer and status in the URL (read in the browser: Suspense for the search params).
 * The page reads nothing of the request: one cached page per partner and language; the company is
 * read in the browser (whose API client refreshes an expired token by itself: no CustomerGate).
 */
export default async function CompanyOrdersPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('company.pages.orders');
  return (
    <main id="content" className="profile-main company-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/profile/company/orders/page">
        <Suspense fallback={null}>
          <CompanyOrdersView lang={language} partnerId={partnerId} />
        </Suspense>
      </ClientMessages>
    </main>
  );
}
