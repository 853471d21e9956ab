import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyCredit } from '@/components/staff/companies/company-credit';
import { getStaffCompany, getStaffCompanyStatement } from '@/components/staff/companies/company-data';
import { CompanyDecisionForm } from '@/components/staff/companies/company-decision-form';
import { companyFieldErrors } from '@/components/staff/companies/company-field-errors';
import { fieldsFromQuery, SETTINGS_FIELDS, type SettingsValues } from '@/components/staff/companies/company-form';
import { CompanyMembers } from '@/components/staff/companies/company-members';
import { CompanyPaymentForm } from '@/components/staff/companies/company-payment-form';
import { CompanySettingsForm, settingsOf } from '@/components/staff/companies/company-settings-form';
import { CompanyStatementSection } from '@/components/staff/companies/company-statement';
import { CompanyStatusBadge } from '@/components/staff/companies/company-status-badge';
import { StaffHeader } from '@/components/staff/staff-header';
import { getStaffMe } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/i18n/money';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import '@/components/staff/companies/companies.css';

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 500) : undefined);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DONE = ['created', 'updated', 'approve', 'decline', 'disable', 'enable', 'memberAdded', 'memberRemoved', 'paid'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffCompanies' });
  return { title: t('title') };
}

/**
 * A company in the console (issue #50): its status and decisions, credit now, invoice details with
 * terms and credit (against its version), members, the record-payment form and the statement. A
 * form's refusal comes back here (`form` names it) with its error, its fields marked and what was typed.
 */
export default async function StaffCompanyPage({ params, searchParams }: Props) {
  const { lang: rawLang, id } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const period = Object.fromEntries((['from', 'to'] as const).flatMap((k) => (DAY.test(one(raw[k]) ?? '') ? [[k, one(raw[k])!]] : []))) as { from?: string; to?: string };
  const [loaded, statement] = await Promise.all([getStaffCompany(lang, id), getStaffCompanyStatement(lang, id, period)]);
  if (loaded.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  if (loaded.kind !== 'ok') notFound();
  const company = loaded.data;
  const t = await getTranslations('staffCompanies');
  const canWrite = me.data.role !== 'Inspector';
  const form = one(raw.form);
  const error = one(raw.error);
  const errors = await companyFieldErrors(lang, fieldsFromQuery(one(raw.fields)));
  const of = (name: string) => (form === name ? { error, errors } : { error: undefined, errors: {} });
  const kept = (name: string, fallback = '') => (one(raw[name]) ?? fallback);
  const settings = form === 'settings' ? (Object.fromEntries(SETTINGS_FIELDS.map((k) => [k, kept(k)])) as SettingsValues) : settingsOf(company, lang);
  const done = DONE.find((d) => d === one(raw.done));
  const paid = Number(one(raw.paid));
  const doneText = done && (done === 'paid' ? t('done.paid', { amount: formatMoney(Number.isSafeInteger(paid) ? paid : 0, lang) }) : done === 'created' ? t('done.created', { name: kept('name', company.name) }) : t(`done.${done}`));
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path={`companies/${company.id}`} />
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, 'companies', routingConfig)}>{t('back')}</Link>
        </p>
        <h1>
          {company.name} <CompanyStatusBadge status={company.status} />
        </h1>
        <p>
          {t('detail.partner', { partner: `${company.partnerName} (${company.partner})` })} · {company.requestedBy ? t('detail.requestedBy', { email: company.requestedBy.email }) : t('detail.byStaff')} · {t('detail.pendingRequests', { count: company.pendingRequests })}
        </p>
        {doneText && (
          <div role="status" className="form-alert">
            <p>{doneText}</p>
          </div>
        )}
        {!canWrite && <p>{t('readOnly')}</p>}
        <div className="staff-company-sections">
          {canWrite && <CompanyDecisionForm lang={lang} company={company} note={form === 'decision' ? kept('note') : ''} error={of('decision').error} />}
          <CompanyCredit lang={lang} company={company} />
          {canWrite && <CompanySettingsForm lang={lang} company={company} values={settings} {...of('settings')} />}
          <CompanyMembers lang={lang} company={company} canWrite={canWrite} values={{ customerId: form === 'member' ? kept('customerId') : '', role: form === 'member' ? kept('role') : '' }} {...of('member')} />
          {canWrite && <CompanyPaymentForm lang={lang} companyId={company.id} values={{ amount: form === 'payment' ? kept('amount') : '', reference: form === 'payment' ? kept('reference') : '', note: form === 'payment' ? kept('note') : '' }} {...of('payment')} />}
          <CompanyStatementSection lang={lang} companyId={company.id} statement={statement.kind === 'ok' ? statement.data : undefined} period={period} />
        </div>
      </main>
    </>
  );
}
