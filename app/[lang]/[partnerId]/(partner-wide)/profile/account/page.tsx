import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { AccountSection } from '@/components/profile/account-section';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'profile.account' });
  return privatePageMetadata({ title: t('title') });
}

/** The account (SPEC §2): the profile form and the change-password form, over the profile the layout loaded. */
export default async function AccountPage({ params }: Props) {
  const { lang, partnerId } = await params;
  setRequestLocale(lang as Language);
  const t = await getTranslations('profile.account');
  return (
    <main id="content" className="profile-main">
      <h1>{t('title')}</h1>
      <ClientMessages lang={lang as Language} scope="[partnerId]/(partner-wide)/profile/account/page">
        <CustomerGate partnerCode={partnerId} serverHasData>
          <AccountSection partnerId={partnerId} />
        </CustomerGate>
      </ClientMessages>
    </main>
  );
}
