import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberRoleFields } from '@/components/staff/member-fields';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe, getStaffPartners } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { StaffRoles, type StaffRole } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { fieldErrorsOf } from '@/lib/staff/member-form';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 500) : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.members.new' });
  return { title: t('title') };
}

/** Invite a staff member (issue #44 item 3): email, name, role and a sales person's partners; a refusal comes back here with everything typed. */
export default async function StaffMemberInvitePage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.members');
  const partners = await getStaffPartners(lang);
  const fieldErrors = await fieldErrorsOf(raw.fields, lang);
  const role = (StaffRoles as readonly string[]).includes(one(raw.role) ?? '') ? (one(raw.role) as StaffRole) : 'SalesPerson';
  const field = (name: string) => (fieldErrors[name] ? { 'aria-invalid': true, 'aria-describedby': `invite-${name}-error` } : {});
  const fieldError = (name: string) =>
    fieldErrors[name] && (
      <span id={`invite-${name}-error`} className="field-error">
        {fieldErrors[name]}
      </span>
    );
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="members/new" />
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, 'members', routingConfig)}>{t('new.back')}</Link>
        </p>
        <h1>{t('new.title')}</h1>
        <p>{t('new.intro')}</p>
        {me.data.role !== 'Employee' ? (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('forbidden')}</p>
          </div>
        ) : (
          <>
            <StaffNotice error={one(raw.error)} />
            <form className="staff-form" method="post" action={staffPath(lang, 'members/invite', routingConfig)}>
              <label htmlFor="invite-email">{t('new.email')}</label>
              <input id="invite-email" name="email" type="email" required maxLength={254} autoComplete="off" defaultValue={one(raw.email) ?? ''} {...field('email')} />
              {fieldError('email')}
              <label htmlFor="invite-name">{t('new.name')}</label>
              <input id="invite-name" name="name" required maxLength={100} autoComplete="off" defaultValue={one(raw.name) ?? ''} {...field('name')} />
              {fieldError('name')}
              <MemberRoleFields prefix="invite" role={role} partners={(one(raw.partners) ?? '').split(',')} allPartners={partners.kind === 'ok' ? partners.data.items : []} />
              {fieldError('partners')}
              <button type="submit" className="button-primary">
                {t('new.submit')}
              </button>
            </form>
          </>
        )}
      </main>
    </>
  );
}
