import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberTable } from '@/components/staff/member-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe } from '@/lib/api/staff.server';
import { getStaffMembers } from '@/lib/api/staff-members.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { memberNotice } from '@/lib/staff/member-notice';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.members' });
  return { title: t('title') };
}

/** Every staff account (issue #44 item 3), an Employee's: the list and the way to invite a member. */
export default async function StaffMembersPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.members');
  const list = await getStaffMembers(lang);
  if (list.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="members" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <StaffNotice error={one(raw.error)} success={await memberNotice(raw)} />
        {list.kind === 'ok' ? (
          <>
            <p>
              <Link className="button-primary" href={staffPath(lang, 'members/new', routingConfig)}>
                {t('invite')}
              </Link>
            </p>
            <MemberTable lang={lang} list={list.data} />
          </>
        ) : (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('forbidden')}</p>
          </div>
        )}
      </main>
    </>
  );
}
