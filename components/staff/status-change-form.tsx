import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffOrder, StaffMember } from '@/lib/contract/staff';
import { isLifecycleStatus } from '@/lib/rules/order-lifecycle';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { StatusOptions } from './status-options';

/**
 * The status change (issue #17 item 3): the statuses staff may set now (never a return-only one,
 * issue #44 item 2), a note for the audit log that may be shown to the customer too, and the
 * version the page was drawn from (another change since answers order_changed).
 * An Inspector reads why there is no form; so does anyone looking at an order that has ended.
 */
export async function StatusChangeForm({ lang, order, role, note, noteForCustomer }: { lang: Language; order: StaffOrder; role: StaffMember['role']; note?: string; noteForCustomer?: boolean }) {
  const t = await getTranslations('staff.order.change');
  return (
    <section aria-labelledby="staff-status-change" className="card">
      <h2 id="staff-status-change">{t('title')}</h2>
      {role === 'Inspector' ? (
        <p>{t('readOnly')}</p>
      ) : order.nextStatuses.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <form method="post" action={staffPath(lang, `orders/${order.id}/status`, routingConfig)} className="staff-status-form">
          <input type="hidden" name="expectedVersion" value={order.version} />
          <label>
            {t('status')}
            <select name="status" required defaultValue={order.nextStatuses[0]}>
              <StatusOptions statuses={order.nextStatuses.filter(isLifecycleStatus)} />
            </select>
          </label>
          <label>
            {t('note')}
            <textarea name="note" maxLength={500} rows={3} defaultValue={note ?? ''} />
          </label>
          <label className="staff-checkbox">
            <input type="checkbox" name="noteForCustomer" defaultChecked={noteForCustomer} />
            {t('noteForCustomer')}
          </label>
          <button type="submit" className="button-primary">
            {t('submit')}
          </button>
        </form>
      )}
    </section>
  );
}
