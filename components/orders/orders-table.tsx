'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/use-money';
import type { OrderList } from '@/lib/contract/orders';
import { OrderStatusLabel } from './order-status-label';

type Summary = OrderList['items'][number];

/** One page of orders: number, date, items, total, status (with the return state) and a way to the detail. */
export function OrdersTable({ items, onDetails }: { items: readonly Summary[]; onDetails: (order: Summary) => void }) {
  const t = useTranslations('orders');
  const format = useFormatter();
  const money = useMoney();
  return (
    <div className="orders-table-wrap" role="region" aria-label={t('table')} tabIndex={0}>
      <table className="orders-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.number')}</th>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.items')}</th>
            <th scope="col">{t('columns.total')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((order) => (
            <tr key={order.uid} data-testid="order-row">
              <th scope="row" data-label={t('columns.number')}>
                {order.orderNumber}
              </th>
              <td data-label={t('columns.date')}>{format.dateTime(new Date(order.createdAt), { dateStyle: 'medium' })}</td>
              <td data-label={t('columns.items')}>{order.itemCount}</td>
              <td data-label={t('columns.total')}>{money(order.total)}</td>
              <td data-label={t('columns.status')}>
                <OrderStatusLabel status={order.status} returnState={order.returnState} awaitingPayment={order.awaitingPayment} awaitingApproval={order.awaitingApproval} />
              </td>
              <td>
                <button type="button" className="button-secondary" aria-label={t('detailsOf', { number: order.orderNumber })} onClick={() => onDetails(order)}>
                  {t('details')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
