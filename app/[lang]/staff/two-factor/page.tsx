import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { totpQrDataUri } from '@/lib/staff/totp-qr';
import { enrolmentSecret, groupedSecret, TOTP_ENROLMENT_COOKIE } from '@/lib/staff/two-factor-cookie';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.twoFactor' });
  return { title: t('title') };
}

function CodeField({ label, hint }: { label: string; hint: string }) {
  return (
    <>
      <label>
        {label}
        <input name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" required minLength={6} maxLength={6} aria-describedby="two-factor-code-hint" />
      </label>
      <small id="two-factor-code-hint">{hint}</small>
    </>
  );
}

/**
 * The member's own two-factor sign-in (issue #44 item 3): off → start an enrolment (a new key,
 * shown as text and as an otpauth:// link for an authenticator app) → confirm with a code → on;
 * on → switch off with a code (not for an Employee in production, who must keep it on).
 */
export default async function StaffTwoFactorPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const search = await searchParams;
  const me = await getStaffMe(lang, { enrolling: true });
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.twoFactor');
  const enabled = me.data.twoFactor?.enabled ?? false;
  const required = me.data.twoFactor?.enrolmentRequired ?? false;
  const pendingUri = enabled ? undefined : (await cookies()).get(TOTP_ENROLMENT_COOKIE)?.value;
  const secret = enrolmentSecret(pendingUri);
  const done = one(search.done);
  const action = (step: string) => staffPath(lang, `two-factor/${step}`, routingConfig);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="two-factor" />
      <main id="content" className="container staff-main staff-login">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        {required && (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('required')}</p>
          </div>
        )}
        <StaffNotice error={one(search.error)} success={done === 'on' ? t('turnedOn') : done === 'off' ? t('turnedOff') : undefined} />
        <p>
          <strong>{enabled ? t('statusOn') : t('statusOff')}</strong>
        </p>
        {enabled ? (
          <form method="post" action={action('disable')}>
            <CodeField label={t('code')} hint={t('codeHint')} />
            <button type="submit" className="button-secondary">
              {t('turnOff')}
            </button>
          </form>
        ) : secret && pendingUri ? (
          <>
            <p>{t('scan')}</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URI drawn on the server, nothing for next/image to optimise */}
            <img src={totpQrDataUri(pendingUri)} alt={t('qrAlt')} width={200} height={200} data-testid="totp-qr" />
            <p>
              {t('key')} <code data-testid="totp-secret">{groupedSecret(secret)}</code>
            </p>
            <p>
              <a href={pendingUri}>{t('openApp')}</a>
            </p>
            <form method="post" action={action('confirmation')}>
              <CodeField label={t('code')} hint={t('codeHint')} />
              <button type="submit" className="button-primary">
                {t('confirm')}
              </button>
            </form>
          </>
        ) : (
          <form method="post" action={action('enrolment')}>
            <button type="submit" className="button-primary">
              {t('start')}
            </button>
          </form>
        )}
      </main>
    </>
  );
}
