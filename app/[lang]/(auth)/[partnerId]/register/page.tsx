import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { RegisterForm } from '@/components/auth/register-form';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { authPageMetadata } from '@/lib/seo/auth-page';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props) {
  return authPageMetadata(await params, 'register', 'register');
}

export default async function RegisterPage({ params }: Props) {
  const { lang, partnerId } = await params;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(lang as Language);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('register.title')}>
      <ClientMessages lang={lang as Language} scope="(auth)/[partnerId]/register/page">
        <RegisterForm lang={lang as Language} partnerId={partnerId} />
      </ClientMessages>
    </AuthPage>
  );
}
