import { useFormatter, useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract/orders';
import { awaitsApproval } from '@/lib/orders/approval-state';
import { orderStatusKey } from '@/lib/orders/order-status';
import { ApprovalNotice } from './approval-notice';
import { OrderLines } from './order-lines';
import { TotalsList } from './totals-list';

type OrderAddress = Order['billing'];
const addressText = (a: OrderAddress) => `${a.firstName} ${a.lastName}, ${a.address}, ${a.postalCode} ${a.city}${a.region ? `, ${a.region}` : ''}, ${a.mobile}`;

/**
 * An order as SPEC §2/§3 show it: number, date, status, totals, billing and shipping details,
 * shipping and payment method, lines. Section headings are h2 on a page, h3 under a modal's title.
 */
export function OrderDetails({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  const t = useTranslations('orderSuccess');
  const statuses = useTranslations('orders.status');
  const orders = useTranslations('orders');
  const H = `h${headingLevel}` as const;
  const tc = useTranslations('checkout');
  const format = useFormatter();
  const payment =
    tc(`payment.${order.paymentMethod}`) +
    (order.paymentMethod === 'card' && order.paymentProvider && order.paymentProvider !== 'Paypal' ? ` (${tc(`payment.providers.${order.paymentProvider}`)})` : '');
  const paymentState = order.paid ? t('paid') : order.paymentMethod === 'cod' ? t('payOnDelivery') : order.paymentMethod === 'on_account' ? t('onAccount') : t('awaitingPayment');
  return (
    <>
      <ApprovalNotice order={order} />
      <p className="order-number" data-testid="order-number">
        {t('orderNumber', { number: order.orderNumber })}
      </p>
      <p>{t('placedOn', { date: format.dateTime(new Date(order.createdAt), { dateStyle: 'long', timeStyle: 'short' }) })}</p>
      <p data-testid="order-status">{t('status', { status: awaitsApproval(order) ? orders('awaitingApproval') : statuses(orderStatusKey(order.status)) })}</p>
      <div className="order-sections">
        <section aria-labelledby="order-totals" className="card">
          <H id="order-totals">{t('totals')}</H>
          <TotalsList totals={order.totals} />
        </section>
        <section aria-labelledby="order-billing" className="card">
          <H id="order-billing">{t('billing')}</H>
          <p>{addressText(order.billing)}</p>
          <p>{order.invoice ? t('invoice', order.invoice) : t('receipt')}</p>
          <p>{t('email', { email: order.email })}</p>
        </section>
        <section aria-labelledby="order-shipping" className="card">
          <H id="order-shipping">{t('shipping')}</H>
          <p>{tc(`shipping.${order.shippingMethod}`)}</p>
          {order.store && <p>{t('store', { name: order.store.name, address: `${order.store.address}, ${order.store.postalCode} ${order.store.city}` })}</p>}
          {order.locker && <p>{t('locker', { name: order.locker.name, address: `${order.locker.address}, ${order.locker.postalCode} ${order.locker.city}` })}</p>}
          {order.shippingAddress && <p>{t('shipTo', { address: addressText(order.shippingAddress) })}</p>}
        </section>
        <section aria-labelledby="order-payment" className="card">
          <H id="order-payment">{t('payment')}</H>
          <p>{payment}</p>
          <p>{order.awaitingApproval ? t('approval.notYet') : paymentState}</p>
          {order.purchaseOrderNumber && <p data-testid="order-po">{t('purchaseOrder', { number: order.purchaseOrderNumber })}</p>}
        </section>
      </div>
      <section aria-labelledby="order-lines" className="card">
        <H id="order-lines">{t('lines')}</H>
        <OrderLines lines={order.lines} />
      </section>
      {order.comments && (
        <section aria-labelledby="order-comments" className="card">
          <H id="order-comments">{t('comments')}</H>
          <p>{order.comments}</p>
        </section>
      )}
    </>
  );
}
