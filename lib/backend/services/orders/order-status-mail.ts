import { eq } from 'drizzle-orm';
import { DefaultLanguage } from '@/lib/contract/enums';
import { acceptLanguageCode } from '@/lib/routing/config';
import { NOTIFIED_STATUSES } from '@/lib/rules/order-lifecycle';
import type { ApiDeps } from '../../context';
import { customers, orders, partners } from '../../db/schema';
import { mailCustomer } from '../../mail/mail-customer';
import type { MailKind } from '../../mail/templates';
import { customerShipmentOf } from '../shipping/customer-shipment';
import { pickupMailValues } from './pickup-code';
import type { StatusChanged } from './order-status';

/** The mail kind of each status the customer is told about (texts: messages `email.<kind>`). */
const MAIL_KINDS = { InDelivery: 'orderInDelivery', ReadyForPickup: 'orderReadyForPickup', Completed: 'orderDelivered', Cancelled: 'orderCancelled', Refund: 'orderRefunded' } as const;

/**
 * Mails the customer of an order about it, in the order's language, to the order's email, with a
 * link to their orders in the profile; the texts get the order's `number` and `values`. Sent after
 * the change is committed: a failure is logged and never undoes it (the mailer records SMTP
 * failures in the outbox).
 */
export async function mailOrderCustomer(deps: ApiDeps, orderId: number, kind: MailKind, values: Record<string, string> = {}): Promise<void> {
  try {
    const [row] = await deps.db
      .select({ number: orders.orderNumber, email: orders.email, language: orders.language, firstName: customers.firstName, partner: { id: partners.id, code: partners.code, name: partners.name, status: partners.status } })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(partners, eq(partners.id, orders.partnerId))
      .where(eq(orders.id, orderId));
    if (!row) return;
    const lang = acceptLanguageCode(row.language) ?? DefaultLanguage;
    await mailCustomer(deps, { kind, lang, partner: row.partner, to: row.email, firstName: row.firstName, path: 'profile/orders', values: { number: row.number, ...values } });
  } catch (error) {
    console.error('[orders] mail failed', orderId, kind, error);
  }
}

const CARRIER_NAMES = { boxnow: 'Box Now', acs: 'ACS Courier' } as const;

/** Tells the customer about a status change that matters to them (NOTIFIED_STATUSES); on its way, with the parcel's tracking number and page; ready for pickup, with the store and the pickup code (issue #48). */
export async function mailStatusChange(deps: ApiDeps, changed: StatusChanged): Promise<void> {
  if (!NOTIFIED_STATUSES.has(changed.to)) return;
  const shipment = changed.to === 'InDelivery' ? await customerShipmentOf(deps.db, changed.orderId) : null;
  const tracking = shipment ? { tracking: shipment.trackingNumber, carrier: CARRIER_NAMES[shipment.carrier], trackingUrl: shipment.trackingUrl ?? '' } : { tracking: 'none', carrier: '', trackingUrl: '' };
  // Ready for pickup: the store and the code to show there (decision 0090).
  const values = changed.to === 'InDelivery' ? tracking : changed.to === 'ReadyForPickup' ? await pickupMailValues(deps.db, changed.orderId) : {};
  await mailOrderCustomer(deps, changed.orderId, MAIL_KINDS[changed.to as keyof typeof MAIL_KINDS], values);
}
