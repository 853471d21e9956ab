import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyOverview } from '@/components/company/company-overview';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'company.pages.overview' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * The company overview (issue #50): for a customer of no company the form to ask for one, for a member its state, invoice details, their role and limit, the approval rule and the terms.
 * The page reads nothing of the request: one cached page per partner and language; the company is
 * read in the browser (whose API client refreshes an expired token by itself: no CustomerGate).
 */
export default async function CompanyOverviewPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('company.pages.overview');
  return (
    <main id="content" className="profile-main company-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/profile/company/page">
        <CompanyOverview lang={language} partnerId={partnerId} />
      </ClientMessages>
    </main>
  );
}
