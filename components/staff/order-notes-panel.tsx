import { getFormatter, getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffMember, StaffOrder } from '@/lib/contract/staff';
import { isLifecycleStatus } from '@/lib/rules/order-lifecycle';
import { NOTE_MAX_LENGTH } from '@/lib/rules/staff-note';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/**
 * The order's notes for staff (issue #44 item 2): every note, oldest first, with its author (or the
 * shop for an automatic one), its time, the status it came with and whether the customer sees it;
 * then a note to add without changing the status (not for an Inspector). `body`: the text typed
 * before a refusal, kept.
 */
export async function OrderNotesPanel({ lang, order, role, body }: { lang: Language; order: StaffOrder; role: StaffMember['role']; body?: string }) {
  const t = await getTranslations('staff.order.notes');
  const statuses = await getTranslations('orders.status');
  const format = await getFormatter();
  return (
    <section aria-labelledby="staff-order-notes" className="card">
      <h2 id="staff-order-notes">{t('title')}</h2>
      {order.staffNotes.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="staff-note-list">
          {order.staffNotes.map((note) => (
            <li key={note.id} data-testid="staff-note">
              <p className="staff-note-meta">
                <strong>{note.author ?? t('shop')}</strong> · <time dateTime={note.at}>{format.dateTime(new Date(note.at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                {note.status && isLifecycleStatus(note.status) && <> · {t('withStatus', { status: statuses(note.status) })}</>} ·{' '}
                <span className={note.forCustomer ? 'staff-note-shared' : 'staff-note-internal'}>{note.forCustomer ? t('forCustomer') : t('internal')}</span>
              </p>
              <p className="staff-note-body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      {role === 'Inspector' ? (
        <p>{t('readOnly')}</p>
      ) : (
        <form method="post" action={staffPath(lang, `orders/${order.id}/notes`, routingConfig)} className="staff-status-form">
          <h3>{t('add')}</h3>
          <label>
            {t('body')}
            <textarea name="body" required maxLength={NOTE_MAX_LENGTH} rows={3} defaultValue={body ?? ''} />
          </label>
          <label className="staff-checkbox">
            <input type="checkbox" name="forCustomer" />
            {t('forCustomerLabel')}
          </label>
          <button type="submit" className="button-secondary">
            {t('submit')}
          </button>
        </form>
      )}
    </section>
  );
}
