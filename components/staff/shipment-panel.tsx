import { getFormatter, getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffMember, StaffOrder } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/** The shipping methods a carrier ships from the console today (decision 0082). */
const CARRIER_OF: Partial<Record<StaffOrder['shippingMethod'], 'boxnow' | 'acs'>> = { boxnow: 'boxnow', courier: 'acs' };

/**
 * An order's shipment (issue #48, decision 0082): with the carrier, its parcel (the tracking
 * number), what it collects and the label to print; before it, an Employee's "Ship with …" when the
 * order may go InDelivery with a carrier; a send that could not reach the carrier says so and is
 * pressed again.
 */
export async function ShipmentPanel({ lang, order, role }: { lang: Language; order: StaffOrder; role: StaffMember['role'] }) {
  const t = await getTranslations('staff.order.shipment');
  const format = await getFormatter();
  const shipment = order.staffShipment;
  const carrier = CARRIER_OF[order.shippingMethod];
  const canShip = role === 'Employee' && carrier !== undefined && (shipment?.status === 'creating' || (!shipment && order.nextStatuses.includes('InDelivery')));
  if (!carrier && !shipment) return null;
  return (
    <section aria-labelledby="staff-shipment" className="card">
      <h2 id="staff-shipment">{t('title')}</h2>
      {shipment ? (
        <dl className="staff-partner-values">
          <dt>{t('carrier')}</dt>
          <dd>{t(`carriers.${shipment.carrier}`)}</dd>
          <dt>{t('state')}</dt>
          <dd>{t(`status.${shipment.status}`)}</dd>
          {shipment.parcelId && (
            <>
              <dt>{t('tracking')}</dt>
              <dd>{shipment.parcelId}</dd>
            </>
          )}
          <dt>{t('cod')}</dt>
          <dd>{shipment.codCents > 0 ? format.number(shipment.codCents / 100, { style: 'currency', currency: 'EUR' }) : t('prepaid')}</dd>
          {shipment.lastError && (
            <>
              <dt>{t('lastError')}</dt>
              <dd className="staff-fiscal-reason">{shipment.lastError}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{t('none', { carrier: t(`carriers.${carrier!}`) })}</p>
      )}
      {shipment?.status === 'created' && (
        <p className="staff-shipment-labels">
          {(['A6', 'A4'] as const).map((paper) => (
            <a key={paper} className="button-secondary" href={`${staffPath(lang, `orders/${order.id}/label`, routingConfig)}?paper=${paper}`} download>
              {t(`label.${paper}`)}
            </a>
          ))}
        </p>
      )}
      {canShip && (
        <form method="post" action={staffPath(lang, `orders/${order.id}/ship`, routingConfig)}>
          <button type="submit" className="button-primary">
            {shipment ? t('retry') : t('ship', { carrier: t(`carriers.${carrier!}`) })}
          </button>
        </form>
      )}
    </section>
  );
}
