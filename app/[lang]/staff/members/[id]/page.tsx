import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberRoleFields } from '@/components/staff/member-fields';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe, getStaffPartners } from '@/lib/api/staff.server';
import { getManagedStaffMember } from '@/lib/api/staff-members.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { fieldErrorsOf } from '@/lib/staff/member-form';
import { memberNotice } from '@/lib/staff/member-notice';

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.members' });
  return { title: t('title') };
}

/** A staff account (issue #44 item 3), an Employee's: role and partners, disable / enable, password reset, two-factor reset (decision 0026); one's own account can be neither disabled nor demoted, nor its two-factor reset. */
export default async function StaffMemberPage({ params, searchParams }: Props) {
  const { lang: rawLang, id } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const member = await getManagedStaffMember(lang, id);
  if (member.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  if (member.kind === 'not-found') notFound();
  const t = await getTranslations('staff.members');
  const roles = await getTranslations('staff.roles');
  const format = await getFormatter();
  const header = <StaffHeader lang={lang} me={me.data} path={`members/${id}`} />;
  if (member.kind === 'forbidden') {
    return (
      <>
        {header}
        <main id="content" className="container staff-main">
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('forbidden')}</p>
          </div>
        </main>
      </>
    );
  }
  const m = member.data;
  const self = m.id === me.data.id;
  const partners = await getStaffPartners(lang);
  const fieldErrors = await fieldErrorsOf(raw.fields, lang);
  const action = (handler: string) => staffPath(lang, `members/${m.id}/${handler}`, routingConfig);
  return (
    <>
      {header}
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, 'members', routingConfig)}>{t('detail.back')}</Link>
        </p>
        <h1>{m.name}</h1>
        <StaffNotice error={one(raw.error)} success={await memberNotice(raw)} />
        <dl className="staff-facts">
          <dt>{t('columns.email')}</dt>
          <dd>{m.email}</dd>
          <dt>{t('columns.role')}</dt>
          <dd>{roles(m.role)}</dd>
          <dt>{t('columns.status')}</dt>
          <dd data-testid="member-status">{t(`statuses.${m.status}`)}</dd>
          <dt>{t('columns.partners')}</dt>
          <dd>{m.role === 'SalesPerson' ? m.partners.join(', ') || '—' : t('allPartners')}</dd>
          <dt>{t('columns.twoFactor')}</dt>
          <dd data-testid="member-two-factor">{m.twoFactor ? t('on') : t('off')}</dd>
          <dt>{t('columns.lastLogin')}</dt>
          <dd>{m.lastLoginAt ? format.dateTime(new Date(m.lastLoginAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Athens' }) : t('never')}</dd>
          <dt>{t('detail.created')}</dt>
          <dd>{format.dateTime(new Date(m.createdAt), { dateStyle: 'medium', timeZone: 'Europe/Athens' })}</dd>
        </dl>
        {self && <p>{t('detail.self')}</p>}
        <section aria-labelledby="member-edit">
          <h2 id="member-edit">{t('detail.edit')}</h2>
          <form className="staff-form" method="post" action={action('update')}>
            <input type="hidden" name="expectedVersion" value={m.version} />
            <input type="hidden" name="email" value={m.email} />
            <MemberRoleFields prefix="member" role={m.role} partners={m.partners} allPartners={partners.kind === 'ok' ? partners.data.items : []} disabled={self} />
            {fieldErrors.partners && <span className="field-error">{fieldErrors.partners}</span>}
            {!self && (
              <button type="submit" className="button-primary">
                {t('detail.save')}
              </button>
            )}
          </form>
        </section>
        {!self && (
          <section aria-labelledby="member-account">
            <h2 id="member-account">{t('detail.account')}</h2>
            <form method="post" action={action('status')}>
              <input type="hidden" name="expectedVersion" value={m.version} />
              <input type="hidden" name="email" value={m.email} />
              <input type="hidden" name="status" value={m.status === 'disabled' ? 'active' : 'disabled'} />
              {m.status !== 'disabled' && <p>{t('detail.disableHint')}</p>}
              <button type="submit" className="button-secondary">
                {m.status === 'disabled' ? t('detail.enable') : t('detail.disable')}
              </button>
            </form>
            {m.status !== 'disabled' && (
              <form method="post" action={action('password-reset')}>
                <input type="hidden" name="expectedVersion" value={m.version} />
                <input type="hidden" name="email" value={m.email} />
                <p>{t('detail.resetHint')}</p>
                <button type="submit" className="button-secondary">
                  {t('detail.reset')}
                </button>
              </form>
            )}
            {m.twoFactor && (
              <form method="post" action={action('two-factor-reset')}>
                <input type="hidden" name="expectedVersion" value={m.version} />
                <input type="hidden" name="email" value={m.email} />
                <p>{t('detail.twoFactorResetHint')}</p>
                <button type="submit" className="button-secondary">
                  {t('detail.twoFactorReset')}
                </button>
              </form>
            )}
          </section>
        )}
      </main>
    </>
  );
}
