import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract/orders';
import { formatPickupCode } from '@/lib/rules/pickup-code';
import { CopyCodeButton } from './copy-code-button';

/** Statuses before the order is ready for pickup: the code is still to come. */
const BEFORE_READY = new Set(['Pending', 'CheckingStock', 'Processing', 'Invoiced']);

/**
 * A store pickup on the customer's order (issue #48 item 2, decision 0090), beside the carrier's
 * tracking: the store (name, address, opening hours) and, once the order is ready for pickup, the
 * code to show at the counter, large and copyable; before that, that the code will come by mail.
 * Nothing for the other shipping methods.
 */
export function OrderPickup({ order, headingId }: { order: Pick<Order, 'shippingMethod' | 'store' | 'pickupCode' | 'statusName'>; headingId: string }) {
  const t = useTranslations('orders.pickup');
  const store = order.store;
  if (order.shippingMethod !== 'store_pickup' || !store) return null;
  const ready = order.statusName === 'ReadyForPickup' && order.pickupCode !== null;
  return (
    <section aria-labelledby={headingId} className="card order-pickup" data-testid="order-pickup">
      <h3 id={headingId}>{t('title')}</h3>
      <p>
        <strong>{store.name}</strong>
        <br />
        {store.address}, {store.postalCode} {store.city}
        <br />
        {t('hours', { hours: store.hours })}
      </p>
      {ready && (
        <div className="order-pickup-code">
          <p>{t('showCode')}</p>
          <p className="order-pickup-code-value" data-testid="pickup-code">
            {formatPickupCode(order.pickupCode!)}
          </p>
          <CopyCodeButton code={order.pickupCode!} />
        </div>
      )}
      {!ready && BEFORE_READY.has(order.statusName) && <p>{t('waiting')}</p>}
      {order.statusName === 'Completed' && <p>{t('collected')}</p>}
    </section>
  );
}
