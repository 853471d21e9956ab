import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyCreateForm } from '@/components/staff/companies/company-create-form';
import { companyFieldErrors } from '@/components/staff/companies/company-field-errors';
import { fieldsFromQuery } from '@/components/staff/companies/company-form';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe, getStaffPartners } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import '@/components/staff/companies/companies.css';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 300) : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffCompanies.create' });
  return { title: t('title') };
}

/** A new company (issue #50): active at once; a refusal comes back here with everything typed and the fields marked. */
export default async function StaffNewCompanyPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staffCompanies');
  const partners = await getStaffPartners(lang);
  const error = one(raw.error);
  const errors = await companyFieldErrors(lang, fieldsFromQuery(one(raw.fields)));
  const kept = Object.fromEntries(['partnerCode', 'name', 'vatNumber', 'taxOffice', 'activity', 'adminCustomerId'].map((k) => [k, one(raw[k]) ?? '']));
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="companies/new" />
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, 'companies', routingConfig)}>{t('back')}</Link>
        </p>
        <h1>{t('create.title')}</h1>
        {me.data.role === 'Inspector' ? (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('readOnly')}</p>
          </div>
        ) : (
          <>
            <p>{t('create.intro')}</p>
            {error && (Object.keys(errors).length > 0 ? <div role="alert" className="form-alert form-alert-error"><p>{t('fix')}</p></div> : <StaffNotice error={error} />)}
            <CompanyCreateForm lang={lang} partners={partners.kind === 'ok' ? partners.data.items : []} values={kept} errors={errors} />
          </>
        )}
      </main>
    </>
  );
}
