import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FiscalTable } from '@/components/staff/fiscal-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffFiscalDocuments, getStaffMe } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { FiscalStatuses, type FiscalStatus } from '@/lib/contract/staff-fiscal';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { fieldErrorsOf } from '@/lib/staff/member-form';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const isStatus = (value: string | undefined): value is FiscalStatus => (FiscalStatuses as readonly string[]).includes(value ?? '');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.fiscal' });
  return { title: t('title') };
}

/**
 * The fiscal documents (issue #47, decision 0070): the ones myDATA refused first (the default
 * filter), then waiting, transmitted or all; each with its MARK or myDATA's reasons, and for an
 * Employee the refused ones' Resend and an invoice's buyer correction, and a transmitted invoice's
 * correction with a new invoice (decision 0080).
 */
export default async function StaffFiscalPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const search = await searchParams;
  const asked = one(search.status);
  const status = asked === 'all' ? undefined : isStatus(asked) ? asked : 'rejected';
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const list = await getStaffFiscalDocuments(lang, new URLSearchParams({ ...(status ? { status } : {}), pageSize: '100' }));
  if (list.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.fiscal');
  const resent = one(search.resent);
  const reissued = one(search.reissued);
  const doc = Number(one(search.doc));
  const values = Object.fromEntries((['vatNumber', 'street', 'postalCode', 'city', 'name'] as const).map((name) => [name, one(search[name])]).filter(([, v]) => v !== undefined));
  const formFor = Number.isSafeInteger(doc) && doc > 0 && Object.keys(values).length > 0 ? { id: doc, state: { values, errors: await fieldErrorsOf(search.fields, lang) } } : undefined;
  const here = staffPath(lang, 'fiscal', routingConfig);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="fiscal" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <nav className="staff-return-filter" aria-label={t('filter')}>
          {(['rejected', 'pending', 'transmitted', 'cancelled', 'all'] as const).map((s) => (
            <a key={s} href={`${here}?status=${s}`} aria-current={(status ?? 'all') === s ? 'page' : undefined}>
              {s === 'all' ? t('all') : t(`status.${s}`)}
            </a>
          ))}
        </nav>
        <StaffNotice error={one(search.error)} success={resent ? t('resent', { label: resent }) : reissued ? t('reissued', { label: reissued }) : undefined} />
        <FiscalTable lang={lang} list={list.data} filter={asked} canResend={me.data.role === 'Employee'} formFor={formFor} />
      </main>
    </>
  );
}
