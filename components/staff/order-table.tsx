import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import type { StaffOrderList } from '@/lib/contract/staff';
import { orderStatusKey } from '@/lib/orders/order-status';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { StaffPager } from './staff-pager';
import { TableScroll } from '@/components/staff/table-scroll';

/**
 * One page of orders: number (to the order), partner, email, date, status (with a refund due and its
 * reason), total; pages as links that keep the filters. For an Employee, the orders that may go out
 * for delivery can be ticked and shipped together with their carriers (decision 0093).
 */
export async function OrderTable({ lang, list, search, canShip = false }: { lang: Language; list: StaffOrderList; search: URLSearchParams; canShip?: boolean }) {
  const t = await getTranslations('staff.orders');
  const statuses = await getTranslations('orders.status');
  const order = await getTranslations('staff.order');
  const format = await getFormatter();
  if (list.items.length === 0) return <p>{t('empty')}</p>;
  const selectable = canShip && list.items.some((o) => o.shippable);
  const table = (
    <TableScroll label={t('title')}>
      <table className="staff-table">
        <thead>
          <tr>
            {selectable && (
              <th scope="col">
                <span className="visually-hidden">{t('ship.select')}</span>
              </th>
            )}
            <th scope="col">{t('columns.number')}</th>
            <th scope="col">{t('columns.partner')}</th>
            <th scope="col">{t('columns.email')}</th>
            <th scope="col">{t('columns.placed')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col" className="amount">
              {t('columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((o) => (
            <tr key={o.id}>
              {selectable && <td>{o.shippable && <input type="checkbox" name="orderId" value={o.id} aria-label={t('ship.selectOrder', { number: o.orderNumber })} />}</td>}
              <td>
                <Link href={staffPath(lang, `orders/${o.id}`, routingConfig)}>{o.orderNumber}</Link>
              </td>
              <td>{o.partner}</td>
              <td>{o.email}</td>
              <td>{format.dateTime(new Date(o.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td>
                {statuses(orderStatusKey(o.status))}
                {o.refundReason && (
                  <>
                    <br />
                    <small className="staff-refund-due">
                      {order('refundReason.label')}: {order(`refundReason.${o.refundReason}`)}
                    </small>
                  </>
                )}
              </td>
              <td className="amount">{format.number(o.total / 100, { style: 'currency', currency: 'EUR' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
  return (
    <>
      <p role="status">{t('count', { total: list.total })}</p>
      {selectable ? (
        <form method="post" action={staffPath(lang, 'orders/ship-selected', routingConfig)} className="staff-ship-selected">
          {table}
          <button type="submit" className="button-primary">
            {t('ship.submit')}
          </button>
        </form>
      ) : (
        table
      )}
      <StaffPager lang={lang} page="orders" list={list} search={search} />
    </>
  );
}
