import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrivacyFilters, type PrivacyFilterValues } from '@/components/staff/privacy-filters';
import { PrivacyRequestTable } from '@/components/staff/privacy-request-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffMe } from '@/lib/api/staff.server';
import { getStaffPrivacyRequests } from '@/lib/api/staff-privacy.server';
import { zStaffPrivacyRequestQuery } from '@/lib/contract/account-privacy';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { filterErrorTexts } from '@/lib/staff/filter-errors';
import { filterProblems, filterValues, withoutPage } from '@/lib/staff/list-filters';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['partner', 'kind', 'status', 'page'] as const;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffPrivacy' });
  return { title: t('title') };
}

/**
 * Customers' privacy requests (issue #49 item 2, decision 0096): data exports and account deletions
 * of the partners the member sees, newest first, carried out or refused with the reason given. The
 * customers page's "Delete account" comes back here with what it did (`deleted`) or why not
 * (`error`, and the open orders' numbers in `orders`).
 */
export default async function StaffPrivacyPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const values: PrivacyFilterValues & { page?: string } = filterValues(raw, FILTERS);
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staffPrivacy');
  // The API's own rules, checked first: a refused filter is shown in the form, never sent.
  const problems = filterProblems(zStaffPrivacyRequestQuery, values);
  const list = !problems ? await getStaffPrivacyRequests(lang, new URLSearchParams(Object.entries(values))) : undefined;
  if (list?.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const deleted = one(raw.deleted);
  const orders = one(raw.orders)?.slice(0, 600);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="privacy" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <PrivacyFilters lang={lang} values={values} errors={await filterErrorTexts(lang, problems)} />
        <StaffNotice error={one(raw.error)} success={deleted ? t('deleted', { email: deleted.slice(0, 254) }) : undefined} />
        {one(raw.error) === 'account_has_open_orders' && orders && <p className="form-alert form-alert-error">{t('openOrders', { orders })}</p>}
        {problems && (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('filters.invalid')}</p>
          </div>
        )}
        {list?.kind === 'ok' && <PrivacyRequestTable lang={lang} list={list.data} search={withoutPage(values)} />}
      </main>
    </>
  );
}
