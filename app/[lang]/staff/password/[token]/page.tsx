import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffPasswordLink } from '@/lib/api/staff-members.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { fieldErrorsOf } from '@/lib/staff/member-form';

type Props = { params: Promise<{ lang: string; token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.members.password' });
  return { title: t('title') };
}

/** A mailed set-password link (issue #44 item 3): an invited member's first password, or a new one after a reset. */
export default async function StaffPasswordPage({ params, searchParams }: Props) {
  const { lang: rawLang, token } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const t = await getTranslations('staff.members.password');
  const link = await getStaffPasswordLink(lang, token);
  const fieldErrors = await fieldErrorsOf(raw.fields, lang);
  const field = (name: string) => (fieldErrors[name] ? { 'aria-invalid': true, 'aria-describedby': `password-${name}-error` } : {});
  const fieldError = (name: string) =>
    fieldErrors[name] && (
      <span id={`password-${name}-error`} className="field-error">
        {fieldErrors[name]}
      </span>
    );
  return (
    <>
      <StaffHeader lang={lang} path={`password/${token}`} />
      <main id="content" className="container staff-main staff-login">
        <h1>{t('title')}</h1>
        {!link ? (
          <>
            <div role="alert" className="form-alert form-alert-error">
              <p>{t('invalid')}</p>
            </div>
            <p>
              <Link href={staffPath(lang, 'login', routingConfig)}>{t('login')}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('account', { email: link.email })}</p>
            <StaffNotice error={one(raw.error)} />
            <form method="post" action={staffPath(lang, 'password', routingConfig)}>
              <input type="hidden" name="token" value={token} />
              <input type="email" name="email" value={link.email} autoComplete="username" readOnly hidden />
              <label htmlFor="password-password">{t('password')}</label>
              <input id="password-password" name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} {...field('password')} />
              {fieldError('password')}
              <label htmlFor="password-confirm">{t('confirm')}</label>
              <input id="password-confirm" name="confirm" type="password" autoComplete="new-password" required maxLength={128} {...field('confirm')} />
              {fieldError('confirm')}
              <button type="submit" className="button-primary">
                {t('submit')}
              </button>
            </form>
          </>
        )}
      </main>
    </>
  );
}
