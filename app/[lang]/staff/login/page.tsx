import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { safeStaffReturn, staffPath } from '@/lib/routing/staff';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.login' });
  return { title: t('title') };
}

/**
 * The console's login (issue #17 item 3): a plain form posted to the session handler, which sets
 * the staff cookie. A refused login comes back here with its error and the email typed; with
 * two-factor sign-in on (issue #44 item 3) it comes back asking for the 6-digit code as well;
 * after a password set from a mailed link it says so, with the email filled in.
 */
export default async function StaffLoginPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const search = await searchParams;
  const t = await getTranslations('staff.login');
  const returnTo = safeStaffReturn(one(search.returnTo), lang, routingConfig);
  const askCode = one(search.step) === 'code';
  return (
    <>
      <StaffHeader lang={lang} path="login" />
      <main id="content" className="container staff-main staff-login">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <StaffNotice error={one(search.error)} success={one(search.passwordSet) === '1' ? t('passwordSet') : undefined} signedOut={one(search.signedOut) === '1' ? t('signedOut') : undefined} />
        <form method="post" action={staffPath(lang, 'session', routingConfig)}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <label>
            {t('email')}
            <input name="email" type="email" autoComplete="username" required maxLength={254} defaultValue={one(search.email) ?? ''} />
          </label>
          <label>
            {t('password')}
            <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
          </label>
          {askCode && (
            <>
              <label>
                {t('code')}
                <input name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" required minLength={6} maxLength={6} aria-describedby="staff-code-hint" />
              </label>
              <small id="staff-code-hint">{t('codeHint')}</small>
            </>
          )}
          <button type="submit" className="button-primary">
            {t('submit')}
          </button>
        </form>
      </main>
    </>
  );
}
