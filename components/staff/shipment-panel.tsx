import { getFormatter, getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { StaffMember, StaffOrder } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/** The shipping methods a carrier ships from the console today (decision 0082). */
const CARRIER_OF: Partial<Record<StaffOrder['shippingMethod'], 'boxnow' | 'acs'>> = { boxnow: 'boxnow', courier: 'acs' };

/**
 * An order's shipment (issue #48, decision 0082): with the carrier, its parcel (the tracking
 * number), what it collects, the label to print and its digital delivery note (decision 0089:
 * what myDATA answered, the QR, a return, the PDF) and, for an Employee, "Cancel the voucher"
 * while the carrier has not taken the parcel (decision 0086); before it, an Employee's "Ship with …" when the
 * order may go InDelivery with a carrier; a send that could not reach the carrier says so and is
 * pressed again.
 */
export async function ShipmentPanel({ lang, order, role }: { lang: Language; order: StaffOrder; role: StaffMember['role'] }) {
  const t = await getTranslations('staff.order.shipment');
  const tracking = await getTranslations('orders.tracking');
  const format = await getFormatter();
  const shipment = order.staffShipment;
  const note = shipment?.deliveryNote;
  const carrier = CARRIER_OF[order.shippingMethod];
  // Ship: a send to retry, or an order that may go out (a first parcel, or again after one came back: decision 0086).
  const canShip = role === 'Employee' && carrier !== undefined && (shipment?.status === 'creating' || order.shippable);
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
          <dd>
            {shipment.codCents > 0 ? format.number(shipment.codCents / 100, { style: 'currency', currency: 'EUR' }) : t('prepaid')}
            {shipment.codRemittedAt && <span className="staff-return-comment">{t('codRemitted', { date: format.dateTime(new Date(shipment.codRemittedAt), { dateStyle: 'medium' }), ref: shipment.codRemittanceRef ?? '' })}</span>}
          </dd>
          {shipment.lastError && (
            <>
              <dt>{t('lastError')}</dt>
              <dd className="staff-fiscal-reason">{shipment.lastError}</dd>
            </>
          )}
          {note && (
            <>
              <dt>{t('deliveryNote')}</dt>
              <dd data-testid="delivery-note">
                {t(`deliveryNoteState.${note.status}`, { label: note.label, mark: note.mark ?? '', reason: note.lastError ?? '' })}
                {note.qrUrl && (
                  <>
                    {' · '}
                    <a href={note.qrUrl} rel="noreferrer" target="_blank">
                      {t('deliveryNoteQr')}
                    </a>
                  </>
                )}
                {note.movementStatus && <span className="staff-return-comment">{t(`deliveryNoteReturn.${note.movementStatus}`, { mark: note.returnMark ?? '' })}</span>}
              </dd>
            </>
          )}
          {shipment.events.length > 0 && (
            <>
              <dt>{t('events')}</dt>
              <dd>
                <ol className="order-tracking-events" data-testid="staff-shipment-events">
                  {shipment.events.map((event, i) => (
                    <li key={i}>
                      <time dateTime={event.occurredAt}>{format.dateTime(new Date(event.occurredAt), { dateStyle: 'medium', timeStyle: 'short' })}</time> ·{' '}
                      {event.kind === 'other' ? <strong>{t('unknownEvent', { type: event.carrierType })}</strong> : `${tracking(`kinds.${event.kind}`)} (${event.carrierType})`}
                      {event.location && ` · ${event.location}`}
                    </li>
                  ))}
                </ol>
              </dd>
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
          {note && (
            <a className="button-secondary" href={staffPath(lang, `orders/${order.id}/delivery-note`, routingConfig)} download>
              {t('deliveryNoteDownload')}
            </a>
          )}
        </p>
      )}
      {shipment?.status === 'created' && role === 'Employee' && order.statusName === 'InDelivery' && (
        <form method="post" action={staffPath(lang, `orders/${order.id}/cancel-shipment`, routingConfig)} className="staff-shipment-cancel">
          <button type="submit" className="button-secondary" aria-describedby="staff-shipment-cancel-hint">
            {t('cancel')}
          </button>
          <p id="staff-shipment-cancel-hint" className="staff-return-comment">
            {t('cancelHint')}
          </p>
        </form>
      )}
      {canShip && (
        <form method="post" action={staffPath(lang, `orders/${order.id}/ship`, routingConfig)}>
          <button type="submit" className="button-primary">
            {shipment?.status === 'creating' ? t('retry') : t('ship', { carrier: t(`carriers.${carrier!}`) })}
          </button>
        </form>
      )}
    </section>
  );
}
