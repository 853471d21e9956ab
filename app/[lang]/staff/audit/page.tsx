import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuditFilters, type AuditFilterValues } from '@/components/staff/audit-filters';
import { AuditTable } from '@/components/staff/audit-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { getStaffAudit, getStaffMe } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { zStaffAuditQuery } from '@/lib/contract/staff-audit';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { filterErrorTexts } from '@/lib/staff/filter-errors';
import { filterProblems, filterValues, withoutPage } from '@/lib/staff/list-filters';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['partner', 'staff', 'kind', 'from', 'to', 'page'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.audit' });
  return { title: t('title') };
}

/** The audit log (issue #17 item 3): every staff action on the records the member sees, newest first. */
export default async function StaffAuditPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const values: AuditFilterValues & { page?: string } = filterValues(await searchParams, FILTERS);
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.audit');
  // The API's own rules, checked first: a refused filter is shown in the form, never sent (issue #44 item 4).
  const problems = filterProblems(zStaffAuditQuery, values);
  const list = !problems ? await getStaffAudit(lang, new URLSearchParams(Object.entries(values))) : undefined;
  if (list?.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="audit" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <AuditFilters lang={lang} values={values} errors={await filterErrorTexts(lang, problems)} />
        {problems && (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('invalidFilters')}</p>
          </div>
        )}
        {list?.kind === 'ok' && <AuditTable lang={lang} list={list.data} search={withoutPage(values)} />}
      </main>
    </>
  );
}
