import { eq } from 'drizzle-orm';
import { DefaultLanguage } from '@/lib/contract/enums';
import { acceptLanguageCode } from '@/lib/routing/config';
import { NOTIFIED_STATUSES } from '@/lib/rules/order-lifecycle';
import type { ApiDeps } from '../../context';
import { customers, orders, partners } from '../../db/schema';
import { mailCustomer } from '../../mail/mail-customer';
import type { StatusChanged } from './order-status';

/** The mail kind of each status the customer is told about (texts: messages `email.<kind>`). */
const MAIL_KINDS = { InDelivery: 'orderInDelivery', ReadyForPickup: 'orderReadyForPickup', Cancelled: 'orderCancelled', Refund: 'orderRefunded' } as const;

/**
 * Tells the customer about a change that matters to them (in delivery, ready for pickup,
 * cancelled, refunded: NOTIFIED_STATUSES), in the order's language, to the order's email, with a
 * link to their orders in the profile. Sent after the change is committed; a failure is logged and
 * never undoes the change (the mailer records SMTP failures in the outbox).
 */
export async function mailStatusChange(deps: ApiDeps, changed: StatusChanged): Promise<void> {
  if (!NOTIFIED_STATUSES.has(changed.to)) return;
  const kind = MAIL_KINDS[changed.to as keyof typeof MAIL_KINDS];
  try {
    const [row] = await deps.db
      .select({ uid: orders.uid, number: orders.orderNumber, email: orders.email, language: orders.language, firstName: customers.firstName, partner: { id: partners.id, code: partners.code, name: partners.name, status: partners.status } })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(partners, eq(partners.id, orders.partnerId))
      .where(eq(orders.id, changed.orderId));
    if (!row) return;
    const lang = acceptLanguageCode(row.language) ?? DefaultLanguage;
    await mailCustomer(deps, { kind, lang, partner: row.partner, to: row.email, firstName: row.firstName, path: 'profile/orders', values: { number: row.number } });
  } catch (error) {
    console.error('[orders] status mail failed', changed.orderId, changed.to, error);
  }
}
