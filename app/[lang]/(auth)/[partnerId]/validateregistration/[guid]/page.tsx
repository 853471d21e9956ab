import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPage } from '@/components/auth/auth-page';
import { VerifyAccount } from '@/components/auth/verify-account';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { authPageMetadata } from '@/lib/seo/auth-page';

// One page per emailed link: rendered on request, never cached (links would fill the cache).
export const instant = false;

type Props = { params: Promise<{ lang: string; partnerId: string; guid: string }> };

export async function generateMetadata({ params }: Props) {
  const p = await params;
  return authPageMetadata(p, 'verify', `validateregistration/${p.guid}`);
}

export default async function VerifyPage({ params }: Props) {
  await connection();
  const { lang, partnerId, guid } = await params;
  // Client navigations render the page without its layouts: set the language here too (next-intl).
  setRequestLocale(lang as Language);
  const t = await getTranslations('auth');
  return (
    <AuthPage title={t('verify.title')}>
      <ClientMessages lang={lang as Language} scope="(auth)/[partnerId]/validateregistration/[guid]/page">
        <VerifyAccount lang={lang as Language} partnerId={partnerId} guid={guid} />
      </ClientMessages>
    </AuthPage>
  );
}
