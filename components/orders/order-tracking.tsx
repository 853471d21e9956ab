import { useFormatter, useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract/orders';

/**
 * Where the customer's parcel is (issue #48 items 4–5): the carrier, the tracking number, the
 * carrier's events so far (oldest first), the code that opens the Box Now locker while the parcel
 * waits in it (decision 0092), and a link to the carrier's page, once the order has shipped.
 * Nothing before.
 */
export function OrderTracking({ order, headingId }: { order: Pick<Order, 'shipment'>; headingId: string }) {
  const t = useTranslations('orders.tracking');
  const format = useFormatter();
  const shipment = order.shipment;
  if (!shipment) return null;
  const carrier = t(`carriers.${shipment.carrier}`);
  return (
    <section aria-labelledby={headingId} className="card">
      <h3 id={headingId}>{t('title')}</h3>
      <p>
        {t('number', { carrier })}: <strong data-testid="tracking-number">{shipment.trackingNumber}</strong>
      </p>
      {shipment.lockerCode && (
        <p className="order-locker-code">
          {t('lockerCode')} <strong data-testid="locker-code">{shipment.lockerCode}</strong>
        </p>
      )}
      {shipment.events.length > 0 && (
        <ol className="order-tracking-events" aria-label={t('events')}>
          {shipment.events.map((event, i) => (
            <li key={i}>
              <time dateTime={event.occurredAt}>{format.dateTime(new Date(event.occurredAt), { dateStyle: 'medium', timeStyle: 'short' })}</time> · {t(`kinds.${event.kind}`)}
              {event.location && ` · ${event.location}`}
            </li>
          ))}
        </ol>
      )}
      {shipment.trackingUrl && (
        <p>
          <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('follow', { carrier })}
          </a>
        </p>
      )}
    </section>
  );
}
