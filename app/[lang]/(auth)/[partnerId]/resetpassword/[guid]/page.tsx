import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { ResetLinkInvalid } from '@/components/auth/reset-link-invalid';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ClientMessages } from '@/components/layout/client-messages';
import { resetLinkIsOpen } from '@/lib/api/auth.server';
import type { Language } from '@/lib/contract/enums';
import { authPageMetadata } from '@/lib/seo/auth-page';

// One page per emailed link: rendered on request, never cached (links would fill the cache).
export const instant = false;

type Props = { params: Promise<{ lang: string; partnerId: string; guid: string }> };

export async function generateMetadata({ params }: Props) {
  const p = await params;
  return authPageMetadata(p, 'reset', `resetpassword/${p.guid}`);
}

export default async function ResetPasswordPage({ params }: Props) {
  await connection();
  const { lang, partnerId, guid } = await params;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(lang as Language);
  const t = await getTranslations('auth');
  // The link is checked as the page opens (nothing is spent): a dead one gets SPEC §8's message
  // and the retry link at once, without a form to fill in vain.
  if ((await resetLinkIsOpen(lang as Language, partnerId, guid)) === false) {
    return (
      <AuthPage title={t('reset.title')}>
        <ResetLinkInvalid lang={lang as Language} partnerId={partnerId} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('reset.title')}>
      <ClientMessages lang={lang as Language} scope="(auth)/[partnerId]/resetpassword/[guid]/page">
        <ResetPasswordForm lang={lang as Language} partnerId={partnerId} guid={guid} />
      </ClientMessages>
    </AuthPage>
  );
}
