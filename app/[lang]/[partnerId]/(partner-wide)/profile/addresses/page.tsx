import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { AddressBook } from '@/components/profile/address-book';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'addresses' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * The address book (SPEC §2). Read on the client like the cart: the browser's API client
 * refreshes an expired access token by itself, so the page needs no CustomerGate.
 */
export default async function AddressesPage({ params }: Props) {
  const { lang, partnerId } = await params;
  setRequestLocale(lang as Language);
  const t = await getTranslations('addresses');
  return (
    <main id="content" className="profile-main">
      <h1>{t('title')}</h1>
      <ClientMessages lang={lang as Language} scope="[partnerId]/(partner-wide)/profile/addresses/page">
        <AddressBook partnerId={partnerId} />
      </ClientMessages>
    </main>
  );
}
