import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { LoginForm } from '@/components/auth/login-form';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { authPageMetadata } from '@/lib/seo/auth-page';

type Props = { params: Promise<{ lang: string; partnerId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return authPageMetadata(await params, 'login', 'login');
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { lang, partnerId } = await params;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(lang as Language);
  const query = await searchParams;
  const t = await getTranslations('auth');
  const returnTo = typeof query.returnTo === 'string' ? query.returnTo : undefined;
  const notice = query.reason === 'expired' ? t('login.expired') : query.reason === 'logout' ? t('login.loggedOut') : undefined;
  return (
    <AuthPage title={t('login.title')}>
      <ClientMessages lang={lang as Language} scope="[partnerId]/login/page">
        <LoginForm lang={lang as Language} partnerId={partnerId} returnTo={returnTo} notice={notice} />
      </ClientMessages>
    </AuthPage>
  );
}
