import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyFilters, type CompanyFilterValues } from '@/components/staff/companies/company-filters';
import { getStaffCompanies } from '@/components/staff/companies/company-data';
import { CompanyTable } from '@/components/staff/companies/company-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { zStaffCompanyListQuery } from '@/lib/contract/staff-companies';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { filterErrorTexts } from '@/lib/staff/filter-errors';
import { filterProblems, filterValues, withoutPage } from '@/lib/staff/list-filters';
import '@/components/staff/companies/companies.css';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['q', 'partner', 'status', 'page'] as const;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffCompanies' });
  return { title: t('title') };
}

/** Companies of every partner the member sees (issue #50), pending first; an Employee or SalesPerson creates one. */
export default async function StaffCompaniesPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const values: CompanyFilterValues & { page?: string } = filterValues(raw, FILTERS);
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staffCompanies');
  const problems = filterProblems(zStaffCompanyListQuery, values);
  const list = !problems ? await getStaffCompanies(lang, new URLSearchParams(Object.entries(values))) : undefined;
  if (list?.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="companies" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        {me.data.role !== 'Inspector' && (
          <p>
            <Link className="button-primary" href={staffPath(lang, 'companies/new', routingConfig)}>
              {t('new')}
            </Link>
          </p>
        )}
        <CompanyFilters lang={lang} values={values} errors={await filterErrorTexts(lang, problems)} />
        <StaffNotice error={one(raw.error)} />
        {problems && (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('invalidFilters')}</p>
          </div>
        )}
        {list?.kind === 'ok' && <CompanyTable lang={lang} list={list.data} search={withoutPage(values)} />}
      </main>
    </>
  );
}
