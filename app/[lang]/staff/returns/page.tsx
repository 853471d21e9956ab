import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ReturnTable } from '@/components/staff/return-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe, getStaffReturns } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { isReturnStatus, ReturnStatuses } from '@/lib/rules/return-lifecycle';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.returns' });
  return { title: t('title') };
}

/** The returns queue (issue #17 item 3): requests still to handle first (Requested by default), oldest first. */
export default async function StaffReturnsPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const search = await searchParams;
  const asked = one(search.status);
  const status = asked === 'all' ? undefined : asked && isReturnStatus(asked) ? asked : 'Requested';
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const list = await getStaffReturns(lang, new URLSearchParams({ ...(status ? { status } : {}), pageSize: '100' }));
  if (list.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.returns');
  const statuses = await getTranslations('returns.requestStatus');
  const changed = one(search.changed);
  const number = one(search.number) ?? '';
  const here = staffPath(lang, 'returns', routingConfig);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="returns" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <nav className="staff-return-filter" aria-label={t('filter')}>
          {[...ReturnStatuses, 'all' as const].map((s) => (
            <a key={s} href={`${here}?status=${s}`} aria-current={(status ?? 'all') === s ? 'page' : undefined}>
              {s === 'all' ? t('all') : statuses(s)}
            </a>
          ))}
        </nav>
        <StaffNotice error={one(search.error)} success={changed && isReturnStatus(changed) ? t('changed', { number, status: statuses(changed) }) : undefined} />
        <ReturnTable lang={lang} list={list.data} filter={asked} canChange={me.data.role !== 'Inspector'} />
      </main>
    </>
  );
}
