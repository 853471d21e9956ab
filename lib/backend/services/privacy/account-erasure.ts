import 'server-only';
import { and, eq, exists, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { deletedEmail, deletionBlockers, erasedOrderContact, UNUSABLE_PASSWORD_HASH, type DeletionBlocker } from '@/lib/rules/account-deletion';
import type { ApiDeps } from '../../context';
import {
  carts,
  consentRecords,
  customerAddresses,
  customers,
  fiscalDocuments,
  idempotencyKeys,
  impersonations,
  loyaltyPoints,
  oneTimeTokens,
  orderLists,
  orders,
  outboxEmails,
  quotations,
  quotaUsage,
  returnRequests,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { revokeCustomerSessions } from '../refresh-tokens';

/**
 * The writes of an account's deletion (decision 0096), inside the deleting transaction with the
 * customer's row locked: what keeps it open, then the erasure. Nothing here commits on its own.
 */
export type CustomerRow = typeof customers.$inferSelect;

/** The customer's orders that keep the account open (lib/rules/account-deletion.ts), newest first. */
export async function accountBlockers(tx: Tx, customerId: number): Promise<DeletionBlocker[]> {
  // One query after the other: a transaction is one connection.
  const placed = await tx
    .select({ id: orders.id, uid: orders.uid, orderNumber: orders.orderNumber, status: orders.status, refundDue: orders.refundDue })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(orders.createdAt, orders.id);
  const returns = await tx.select({ orderId: returnRequests.orderId, status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.customerId, customerId));
  const returnsOf = (orderId: number) => returns.filter((r) => r.orderId === orderId).map((r) => r.status);
  return deletionBlockers(placed.reverse().map((o) => ({ ...o, returnStatuses: returnsOf(o.id) })));
}

/**
 * Erases the account's personal data and everything that exists only for the account; keeps the
 * orders (with what their fiscal documents print), their documents, payments, returns and shipments
 * for the tax retention period. Answers the refresh families it revoked: mark them revoked after
 * the commit (`deps.revocations.markRevoked`), so the access tokens stop at once.
 */
export async function eraseAccount(tx: Tx, deps: ApiDeps, customer: CustomerRow, now: Date): Promise<string[]> {
  const id = customer.id;
  const ofCustomer = (table: { customerId: AnyPgColumn }) => eq(table.customerId, id);

  // Orders stay; their contact data goes where no document prints it.
  const placed = await tx
    .select({
      id: orders.id,
      email: orders.email,
      billing: orders.billing,
      shippingAddress: orders.shippingAddress,
      hasDocument: exists(tx.select({ one: fiscalDocuments.id }).from(fiscalDocuments).where(eq(fiscalDocuments.orderId, orders.id))).mapWith(Boolean),
    })
    .from(orders)
    .where(eq(orders.customerId, id));
  for (const order of placed) {
    const contact = erasedOrderContact(order, { hasDocument: order.hasDocument, customerId: id });
    await tx.update(orders).set({ ...contact, comments: null }).where(eq(orders.id, order.id));
  }
  // A return's comment is the customer's own words; the return itself stays with its credit note.
  await tx.update(returnRequests).set({ comment: null }).where(ofCustomer(returnRequests));

  // What exists only for the account.
  await tx.delete(customerAddresses).where(ofCustomer(customerAddresses));
  await tx.delete(carts).where(ofCustomer(carts));
  await tx.delete(orderLists).where(ofCustomer(orderLists));
  await tx.delete(quotations).where(and(ofCustomer(quotations), isNull(quotations.orderId)));
  await tx.delete(loyaltyPoints).where(ofCustomer(loyaltyPoints));
  await tx.delete(quotaUsage).where(ofCustomer(quotaUsage));
  await tx.delete(idempotencyKeys).where(ofCustomer(idempotencyKeys));
  await tx.delete(oneTimeTokens).where(ofCustomer(oneTimeTokens));
  await tx.delete(outboxEmails).where(and(eq(outboxEmails.recipient, customer.email), isNull(outboxEmails.sentAt)));
  await tx.update(consentRecords).set({ customerId: null }).where(ofCustomer(consentRecords));
  await tx.update(impersonations).set({ endedAt: now }).where(and(ofCustomer(impersonations), isNull(impersonations.endedAt)));
  const ended = await revokeCustomerSessions(deps, id, undefined, tx);

  await tx
    .update(customers)
    .set({
      email: deletedEmail(id),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      firstName: '',
      lastName: '',
      gender: null,
      mobile: null,
      dateOfBirth: null,
      status: 'disabled',
      marketingOptInAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, id));
  return ended;
}
