import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CustomerFilters, type CustomerFilterValues } from '@/components/staff/customer-filters';
import { CustomerTable } from '@/components/staff/customer-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffCustomers, getStaffMe } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { zStaffCustomerListQuery } from '@/lib/contract/staff-customers';
import { isCustomerStatus } from '@/lib/rules/customer-status';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { filterErrorTexts } from '@/lib/staff/filter-errors';
import { filterProblems, filterValues, withoutPage } from '@/lib/staff/list-filters';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['q', 'partner', 'status', 'page'] as const;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The line a console form leaves in the URL after its redirect: a status change, a quota reset, a stopped impersonation. */
async function notice(raw: Record<string, string | string[] | undefined>): Promise<string | undefined> {
  const t = await getTranslations('staff.customers');
  const email = one(raw.email) ?? '';
  const changed = one(raw.changed);
  if (changed && isCustomerStatus(changed)) return t('changed', { email, status: t(`statuses.${changed}`) });
  const units = Number(one(raw.quotaReset));
  if (one(raw.quotaReset) !== undefined && Number.isSafeInteger(units) && units >= 0) return t('quotaReset', { email, units });
  return one(raw.stopped) ? t('stopped') : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.customers' });
  return { title: t('title') };
}

/** Customers of every partner the member sees (issue #17 items 3 and 4); a sales person can shop as one. */
export default async function StaffCustomersPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const values: CustomerFilterValues & { page?: string } = filterValues(raw, FILTERS);
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.customers');
  // The API's own rules, checked first: a refused filter is shown in the form, never sent (issue #44 item 4).
  const problems = filterProblems(zStaffCustomerListQuery, values);
  const search = withoutPage(values);
  const list = !problems ? await getStaffCustomers(lang, new URLSearchParams(Object.entries(values))) : undefined;
  if (list?.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="customers" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <CustomerFilters lang={lang} values={values} errors={await filterErrorTexts(lang, problems)} />
        <StaffNotice error={one(raw.error)} success={await notice(raw)} />
        {problems && (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('invalidFilters')}</p>
          </div>
        )}
        {list?.kind === 'ok' && <CustomerTable lang={lang} list={list.data} search={search} canChange={me.data.role !== 'Inspector'} canImpersonate={me.data.role === 'SalesPerson'} />}
      </main>
    </>
  );
}
