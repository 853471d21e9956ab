import { useFormatter, useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract/orders';

/**
 * What the shop tells the customer about an order (issue #44 item 2): who placed it by phone on
 * their behalf, and the staff notes meant for them, each with its time (internal notes never reach
 * the browser). Nothing when there is neither.
 */
export function OrderNotes({ order, headingId }: { order: Pick<Order, 'placedBy' | 'notes'>; headingId: string }) {
  const t = useTranslations('orders.detail');
  const format = useFormatter();
  if (!order.placedBy && order.notes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="card order-notes">
      <h3 id={headingId}>{t('notes')}</h3>
      {order.placedBy && <p data-testid="order-placed-by">{t('placedByPhone', { name: order.placedBy })}</p>}
      {order.notes.length > 0 && (
        <ul className="order-note-list">
          {order.notes.map((note, i) => (
            <li key={`${note.at}-${i}`}>
              <time dateTime={note.at}>{format.dateTime(new Date(note.at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
              <p className="order-note-body">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
