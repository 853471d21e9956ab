import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyStatementView } from '@/components/company/company-statement-view';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'company.pages.statement' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * The company's credit statement (issue #50 item 5), its admin's: figures, lines and the PDF.
 * The page reads nothing of the request: one cached page per partner and language; the company is
 * read in the browser (whose API client refreshes an expired token by itself: no CustomerGate).
 */
export default async function CompanyStatementPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('company.pages.statement');
  return (
    <main id="content" className="profile-main company-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/profile/company/statement/page">
        <CompanyStatementView lang={language} partnerId={partnerId} />
      </ClientMessages>
    </main>
  );
}
