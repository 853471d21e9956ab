import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderDetails } from '@/components/checkout/order-details';
import { OrderHistory } from '@/components/orders/order-history';
import { StaffHeader } from '@/components/staff/staff-header';
import { StaffNotice } from '@/components/staff/staff-notice';
import { StatusChangeForm } from '@/components/staff/status-change-form';
import { OrderNotesPanel } from '@/components/staff/order-notes-panel';
import { ShipmentPanel } from '@/components/staff/shipment-panel';
import { PickupPanel } from '@/components/staff/pickup-panel';
import { getStaffMe, getStaffOrder } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { documentKind } from '@/lib/orders/order-document';
import { isLifecycleStatus } from '@/lib/rules/order-lifecycle';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import '@/components/checkout/checkout.css';

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.orders' });
  return { title: t('title') };
}

/**
 * One order for staff (issue #17 item 3): what the customer sees, the status history, and the
 * status change the lifecycle allows (not for an Inspector), the notes with their authors and the
 * note form (issue #44 item 2), its shipment with the carrier (issue #48), a store pickup's hand-over
 * with its code (decision 0090). A form's answer comes back in the URL: `changed` (the new status),
 * `noted`, `shipped`, `voucherCancelled`, `handedOver`, or `error` (an API key) with the text typed.
 */
export default async function StaffOrderPage({ params, searchParams }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Language;
  setRequestLocale(lang);
  const search = await searchParams;
  const login = `${staffPath(lang, 'login', routingConfig)}?signedOut=1`;
  const [me, order] = await Promise.all([getStaffMe(lang), getStaffOrder(lang, id)]);
  if (me.kind !== 'ok' || order.kind === 'signed-out') redirect(login);
  if (order.kind === 'not-found') notFound();
  const t = await getTranslations('staff.order');
  const statuses = await getTranslations('orders.status');
  const documents = await getTranslations('orderDocument.download');
  const format = await getFormatter();
  const changed = one(search.changed);
  const data = order.data;
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path={`orders/${data.id}`} />
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, 'orders', routingConfig)}>{t('back')}</Link>
        </p>
        <h1>{t('title', { number: data.orderNumber })}</h1>
        <p>
          {t('partner')}: <strong>{data.partner}</strong> · {t('customer')}: {data.email} · {t('version', { version: data.version })}
        </p>
        {data.placedBy && <p>{t('placedBy', { name: data.placedBy })}</p>}
        {data.refundDue && (
          <p role="status" className="form-alert form-alert-warning">
            <strong>{t('refundReason.label')}</strong>: {data.refundReason ? t(`refundReason.${data.refundReason}`) : null}. {t('refundDue')}
          </p>
        )}
        {data.paymentDueAt && <p>{t('awaitingPayment', { time: format.dateTime(new Date(data.paymentDueAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</p>}
        <StaffNotice error={one(search.error)} errorValues={{ detail: one(search.detail) ?? '' }} success={changed && isLifecycleStatus(changed) ? t('change.changed', { status: statuses(changed) }) : one(search.noted) ? t('notes.added') : one(search.shipped) ? t('shipment.shipped') : one(search.voucherCancelled) ? t('shipment.cancelled') : one(search.handedOver) ? t('pickup.handedOver') : undefined} />
        <div className="staff-order-grid">
          <div>
            <OrderDetails order={data} />
            <p>
              <a className="button-secondary" href={staffPath(lang, `orders/${data.id}/document`, routingConfig)} download>
                {documents(documentKind(data.type))}
              </a>
            </p>
            {data.creditNotes.length > 0 && (
              <section aria-labelledby="staff-credit-notes">
                <h2 id="staff-credit-notes">{documents('creditNotes')}</h2>
                <ul>
                  {data.creditNotes.map((credit) => (
                    <li key={credit.id}>
                      <a href={staffPath(lang, `orders/${data.id}/credit-notes/${credit.id}`, routingConfig)} download aria-label={documents('creditNoteOf', { label: credit.label })}>
                        {credit.label}
                      </a>{' '}
                      · {documents(`reasons.${credit.reason}`)} · {format.number(credit.total / 100, { style: 'currency', currency: 'EUR' })}
                      {credit.mark && ` · MARK ${credit.mark}`}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <div>
            <ShipmentPanel lang={lang} order={data} role={me.data.role} />
            <PickupPanel lang={lang} order={data} role={me.data.role} code={one(search.pickupCode)} fields={one(search.pickupFields)} />
            <StatusChangeForm lang={lang} order={data} role={me.data.role} note={one(search.note)} noteForCustomer={one(search.noteForCustomer) === '1'} />
            <OrderNotesPanel lang={lang} order={data} role={me.data.role} body={one(search.noteBody)} />
            <OrderHistory history={data.history} headingId="staff-order-history" />
          </div>
        </div>
      </main>
    </>
  );
}
