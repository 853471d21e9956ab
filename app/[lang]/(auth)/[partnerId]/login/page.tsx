import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { LoginForm } from '@/components/auth/login-form';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { authPageMetadata } from '@/lib/seo/auth-page';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props) {
  return authPageMetadata(await params, 'login', 'login');
}

/** The same for every visitor of a partner and language: rendered once, then served from the cache (issue #15). */
export default async function LoginPage({ params }: Props) {
  const { lang, partnerId } = await params;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(lang as Language);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('login.title')}>
      <ClientMessages lang={lang as Language} scope="(auth)/[partnerId]/login/page">
        <LoginForm lang={lang as Language} partnerId={partnerId} />
      </ClientMessages>
    </AuthPage>
  );
}
