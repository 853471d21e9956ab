import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { TableScroll } from '@/components/staff/table-scroll';
import { getStaffMe, getStaffPickupLists } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.shipping' });
  return { title: t('title') };
}

/**
 * Shipping (issue #48, decision 0085): today's ACS pickup list for an Employee, and the lists issued
 * with their PDFs for the courier to sign. The answer comes back in the URL: `issued` (the
 * list's number) or `error` (an API key, with the unprinted orders named by the API's params).
 */
export default async function StaffShippingPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const search = await searchParams;
  const [me, lists] = await Promise.all([getStaffMe(lang), getStaffPickupLists(lang)]);
  if (me.kind !== 'ok' || lists.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.shipping');
  const format = await getFormatter();
  const issued = one(search.issued);
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="shipping" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <StaffNotice error={one(search.error)} errorValues={{ orders: one(search.orders) ?? '' }} success={issued ? t('issued', { number: issued }) : undefined} />
        {me.data.role === 'Employee' && (
          <form method="post" action={staffPath(lang, 'shipping/pickup-lists', routingConfig)}>
            <button type="submit" className="button-primary">
              {t('issue')}
            </button>
          </form>
        )}
        <h2>{t('lists')}</h2>
        {lists.data.items.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <TableScroll label={t('lists')}>
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t('columns.number')}</th>
                  <th scope="col">{t('columns.day')}</th>
                  <th scope="col">{t('columns.issued')}</th>
                  <th scope="col">{t('columns.pdf')}</th>
                </tr>
              </thead>
              <tbody>
                {lists.data.items.map((list) => (
                  <tr key={list.id} data-testid="pickup-list-row">
                    <td>{list.number}</td>
                    <td>{list.pickupDate}</td>
                    <td>{format.dateTime(new Date(list.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    <td>
                      <a href={staffPath(lang, `shipping/pickup-lists/${list.id}/pdf`, routingConfig)} download aria-label={t('download', { number: list.number })}>
                        PDF
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </main>
    </>
  );
}
