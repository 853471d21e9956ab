import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { ImpersonateScreen } from '@/components/impersonation/impersonate-screen';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'auth.impersonate' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The staff console's handoff to the storefront when a sales person starts shopping as a customer (issue #17 item 4). */
export default async function ImpersonatePage({ params }: Props) {
  const { lang, partnerId } = await params;
  setRequestLocale(lang as Language);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('impersonate.title')}>
      <ClientMessages lang={lang as Language} scope="[partnerId]/(per-request)/impersonate/page">
        <ImpersonateScreen lang={lang as Language} partnerId={partnerId} />
      </ClientMessages>
    </AuthPage>
  );
}
