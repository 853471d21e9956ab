import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { PrivacySection } from '@/components/profile/privacy-section';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'privacy' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * Privacy and my data (issue #49 item 2, decision 0096): download my data (JSON or a readable page),
 * the marketing e-mail choice, deleting the account, and the cookie settings. The page reads
 * nothing of the request: one cached page per partner and language; the client part loads the profile.
 */
export default async function PrivacyPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('privacy');
  return (
    <main id="content" className="profile-main">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/profile/privacy/page">
        <CustomerGate partnerCode={partnerId} serverHasData>
          <PrivacySection lang={language} partnerId={partnerId} />
        </CustomerGate>
      </ClientMessages>
      <section className="card profile-card privacy-card" aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">{t('cookies.title')}</h2>
        <p>{t('cookies.text')}</p>
        <ConsentSettingsButton label={t('cookies.button')} />
      </section>
    </main>
  );
}
