import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffMember, StaffOrder } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { fieldErrorsOf } from '@/lib/staff/member-form';
import { formFields } from './form-fields';

/** Statuses before the order is ready for pickup. */
const BEFORE_READY = new Set(['Pending', 'CheckingStock', 'Processing', 'Invoiced']);

/**
 * A store pickup on the staff order page (issue #48 item 2, decision 0090): the store, and while
 * the order is ready for pickup the hand-over form — the code the customer shows, typed; a wrong one
 * comes back with what was typed and the field's error (`code`, `fields` from the URL). The code
 * itself is not printed here: the customer brings it. Without one, the customer's ID and the status
 * change (audited as handed over without the code). An Inspector reads.
 */
export async function PickupPanel({ lang, order, role, code, fields }: { lang: Language; order: StaffOrder; role: StaffMember['role']; code?: string; fields?: string }) {
  if (order.shippingMethod !== 'store_pickup') return null;
  const t = await getTranslations('staff.order.pickup');
  const ready = order.statusName === 'ReadyForPickup';
  const { field, help } = formFields<'code'>('pickup', { code: code ?? '' }, await fieldErrorsOf(fields, lang));
  return (
    <section aria-labelledby="staff-pickup" className="card">
      <h2 id="staff-pickup">{t('title')}</h2>
      {order.store && (
        <p>
          {t('store')}: <strong>{order.store.name}</strong>, {order.store.address}, {order.store.postalCode} {order.store.city}
        </p>
      )}
      {BEFORE_READY.has(order.statusName) && <p>{t('notReady')}</p>}
      {ready && role === 'Inspector' && <p>{t('readOnly')}</p>}
      {ready && role !== 'Inspector' && order.pickupCode === null && <p>{t('noCode')}</p>}
      {ready && role !== 'Inspector' && order.pickupCode !== null && (
        <>
          <form method="post" action={staffPath(lang, `orders/${order.id}/pickup`, routingConfig)} className="staff-status-form">
            <p className="field">
              <label htmlFor="pickup-code">{t('code')}</label>
              <input {...field('code', t('hint'))} inputMode="numeric" autoComplete="off" spellCheck={false} maxLength={20} required />
              {help('code', t('hint'))}
            </p>
            <button type="submit" className="button-primary">
              {t('submit')}
            </button>
          </form>
          <p className="field-hint">{t('lostCode')}</p>
        </>
      )}
    </section>
  );
}
