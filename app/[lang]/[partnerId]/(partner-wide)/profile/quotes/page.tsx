import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { QuotesView } from '@/components/quotations/quotes-view';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'quotes' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * The customer's quotes (issue #18 item 3). Read on the client like the address book: the
 * browser's API client refreshes an expired access token by itself, so the page needs no CustomerGate.
 */
export default async function QuotesPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('quotes');
  return (
    <main id="content" className="profile-main">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/profile/quotes/page">
        <QuotesView lang={language} partnerId={partnerId} />
      </ClientMessages>
    </main>
  );
}
