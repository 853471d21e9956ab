import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderFilters, type OrderFilterValues } from '@/components/staff/order-filters';
import { OrderTable } from '@/components/staff/order-table';
import { ShipSelectedNotice } from '@/components/staff/ship-selected-notice';
import { StaffHeader } from '@/components/staff/staff-header';
import { getStaffMe, getStaffOrders } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { zStaffOrderListQuery } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { filterErrorTexts } from '@/lib/staff/filter-errors';
import { filterProblems, filterValues, withoutPage } from '@/lib/staff/list-filters';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

const FILTERS = ['partner', 'status', 'from', 'to', 'number', 'email', 'page'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.orders' });
  return { title: t('title') };
}

/** Orders of every partner the member sees (issue #17 item 3), filtered by the URL, newest first; an Employee ships the ticked ones together (decision 0093). */
export default async function StaffOrdersPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const raw = await searchParams;
  const values: OrderFilterValues & { page?: string } = filterValues(raw, FILTERS);
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.orders');
  // The API's own rules, checked first: a refused filter is shown in the form, never sent (issue #44 item 4).
  const problems = filterProblems(zStaffOrderListQuery, values);
  const search = withoutPage(values);
  const list = !problems ? await getStaffOrders(lang, new URLSearchParams(Object.entries(values))) : undefined;
  if (list?.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="orders" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <OrderFilters lang={lang} values={values} errors={await filterErrorTexts(lang, problems)} />
        {problems && (
          <div role="alert" className="form-alert form-alert-error">
            <p>{t('invalidFilters')}</p>
          </div>
        )}
        <ShipSelectedNotice shipped={one(raw.shipped)} notShipped={one(raw.notShipped)} none={one(raw.shipNone) === '1'} error={one(raw.error)} />
        {list?.kind === 'ok' && <OrderTable lang={lang} list={list.data} search={search} canShip={me.data.role === 'Employee'} />}
      </main>
    </>
  );
}
