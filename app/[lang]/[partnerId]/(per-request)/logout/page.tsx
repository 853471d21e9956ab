import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { LogoutScreen } from '@/components/auth/logout-screen';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { authPageMetadata } from '@/lib/seo/auth-page';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props) {
  return authPageMetadata(await params, 'logout', 'logout');
}

export default async function LogoutPage({ params }: Props) {
  const { lang, partnerId } = await params;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(lang as Language);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('logout.title')}>
      <ClientMessages lang={lang as Language} scope="[partnerId]/(per-request)/logout/page">
        <LogoutScreen lang={lang as Language} partnerId={partnerId} />
      </ClientMessages>
    </AuthPage>
  );
}
