import { useFormatter, useTranslations } from 'next-intl';
import type { OrderStatusChange } from '@/lib/contract/orders';
import { orderStatusKey } from '@/lib/orders/order-status';

/** The statuses an order went through (issue #17), oldest first, each with its date and time. */
export function OrderHistory({ history, headingId }: { history: readonly OrderStatusChange[]; headingId: string }) {
  const t = useTranslations('orders');
  const format = useFormatter();
  return (
    <section aria-labelledby={headingId} className="card">
      <h3 id={headingId}>{t('detail.history')}</h3>
      <ol className="order-history">
        {history.map((step, i) => (
          <li key={`${step.at}-${i}`}>
            <span className="order-status">{t(`status.${orderStatusKey(step.status)}`)}</span>{' '}
            <time dateTime={step.at}>{format.dateTime(new Date(step.at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
