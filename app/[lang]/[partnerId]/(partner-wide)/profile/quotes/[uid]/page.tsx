import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { QuoteDetail } from '@/components/quotations/quote-detail';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string; uid: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'quotes' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * One quote (issue #18 item 3): the same HTML for every customer (the uid is in the path); the
 * quote itself is read in the browser as the customer, so another customer's uid shows "not found".
 */
export default async function QuotePage({ params }: Props) {
  const { lang, partnerId, uid } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('quotes');
  return (
    <main id="content" className="profile-main">
      <h1>{t('title')}</h1>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/profile/quotes/[uid]/page">
        <QuoteDetail lang={language} partnerId={partnerId} uid={uid} />
      </ClientMessages>
    </main>
  );
}
