import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { QuickOrder } from '@/components/quick-order/quick-order';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'quickOrder' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * Quick order (issue #18 item 1): lines by product code typed, pasted or uploaded, added to the
 * cart together. Middleware lets only a live session in; the page is the same for every customer
 * of the partner (cached), the lines live in the browser until they are sent.
 */
export default async function QuickOrderPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('quickOrder');
  return (
    <main id="content" className="container quick-order-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/quick-order/page">
        <QuickOrder lang={language} partnerId={partnerId} />
      </ClientMessages>
    </main>
  );
}
