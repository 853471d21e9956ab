import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { authPageMetadata } from '@/lib/seo/auth-page';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props) {
  return authPageMetadata(await params, 'forgot', 'forgot-password');
}

export default async function ForgotPasswordPage({ params }: Props) {
  const { lang, partnerId } = await params;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(lang as Language);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('forgot.title')}>
      <ClientMessages lang={lang as Language} scope="(auth)/[partnerId]/forgot-password/page">
        <ForgotPasswordForm lang={lang as Language} partnerId={partnerId} />
      </ClientMessages>
    </AuthPage>
  );
}
