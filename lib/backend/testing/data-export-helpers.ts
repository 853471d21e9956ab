import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import {
  cartLines,
  carts,
  consentRecords,
  customers,
  fiscalDocuments,
  giftCards,
  impersonations,
  loyaltyPoints,
  orderLines,
  orderNotes,
  orders,
  orderStatusChanges,
  outboxEmails,
  payments,
  quotationLines,
  quotations,
  returnRequestLines,
  returnRequests,
  shipments,
  staffMembers,
  vatChecks,
} from '../db/schema';
import { pickOne } from './cart-helpers';
import { BILLING, freshCustomer, orderBody, orderClient, type OrderSuite } from './order-helpers';
import type { TestApi } from './test-api';

/** Customers with something in every part of a data export, and bulk orders, for the export tests (decision 0095). */

/** What a customer's export must hold, and no other customer's may: texts unique to the customer. */
export type Marked = Awaited<ReturnType<typeof customerWithData>>;

/**
 * A new customer of `partner` with a unique `tag` in their name, email, address, order (its email
 * and billing street), order list, consent, VIES check and gift card; an approved Register entry of
 * 100 points besides what the order earns.
 */
export async function customerWithData(s: OrderSuite, partner: string, language: 'el' | 'en', tag: string) {
  const buyer = await freshCustomer(s.t, partner, language);
  const call = (method: string, path: string, body?: unknown) => s.t.call(method, path, body, { token: buyer.token, partner });
  await s.t.db.update(customers).set({ firstName: `Όνομα${tag}`, lastName: `Επώνυμο${tag}` }).where(eq(customers.id, buyer.id));
  const address = await call('POST', '/Customers/Addresses', { ...BILLING, title: `Σπίτι ${tag}`, address: `Οδός${tag} 1` });
  if (address.status !== 201) throw new Error(`address ${address.status} ${JSON.stringify(address.body)}`);
  const pick = pickOne(s.oracle, partner, s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const orderEmail = `order-${tag.toLowerCase()}@example.gr`;
  const placed = await orderClient(s.t, buyer.token, partner).place(orderBody(s.t, cart, { email: orderEmail, billing: { ...BILLING, address: `Λεωφόρος${tag} 2` } }));
  if (placed.status !== 201) throw new Error(`order ${placed.status} ${JSON.stringify(placed.body)}`);
  const [order] = await s.t.db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  const list = await call('POST', '/OrderLists', { name: `Λίστα${tag}`, from: 'order', orderUid: placed.body.uid });
  if (list.status !== 201) throw new Error(`order list ${list.status} ${JSON.stringify(list.body)}`);
  const now = s.t.deps.now();
  await s.t.db.insert(loyaltyPoints).values({ partnerId: buyer.partnerId, customerId: buyer.id, type: 'Register', status: 'ApprovedPoints', points: 100, createdAt: now });
  const visitorId = randomUUID();
  await s.t.db.insert(consentRecords).values({ visitorId, partnerId: buyer.partnerId, customerId: buyer.id, version: '2026-11', preferences: true, embeds: false, createdAt: now });
  const vatNumber = `CY${tag.toUpperCase()}99X`;
  await s.t.db.insert(vatChecks).values({ customerId: buyer.id, vatNumber, valid: true, name: `Εταιρεία${tag}`, address: `Λεμεσός ${tag}`, consultation: `WAPI${tag}`, checkedAt: now });
  const giftCode = `GC${tag.toUpperCase()}`.padEnd(16, 'Z').slice(0, 16);
  await s.t.db.insert(giftCards).values({ code: giftCode, partnerId: buyer.partnerId, customerId: buyer.id, initialCents: 5000, balanceCents: 2500, expiresAt: new Date(now.getTime() + 365 * 86_400_000) });
  return {
    ...buyer,
    tag,
    language,
    orderNumber: order!.number,
    /** Texts only this customer's export may contain. */
    marks: [buyer.email, orderEmail, `Όνομα${tag}`, `Οδός${tag}`, `Λεωφόρος${tag}`, `Λίστα${tag}`, order!.number, visitorId, vatNumber, giftCode, `Σπίτι ${tag}`],
  };
}

/** GET /Customers/Profile/Export as the customer of `token`. */
export const exportOf = (t: TestApi, who: { token: string; partner: string }, query = '') => t.call('GET', `/Customers/Profile/Export${query}`, undefined, { token: who.token, partner: who.partner });

/**
 * `count` orders of a customer written in two SQL statements (one line each, Completed), as many
 * years of orders would be: numbered `{prefix}-000001` …
 */
export async function bulkOrders(t: TestApi, who: { id: number; partnerId: number }, count: number, prefix: string): Promise<void> {
  const billing = JSON.stringify(BILLING);
  const amounts = JSON.stringify({ net: 806, vat: 194, gross: 1000, listGross: 1000, discount: 0 });
  await t.db.execute(sql`
    INSERT INTO orders (uid, partner_id, customer_id, order_number, status, type, language, email, billing, shipping_method, payment_method,
                        goods_cents, net_cents, vat_cents, discount_cents, shipping_cents, cod_fee_cents, total_cents, item_count, created_at, updated_at)
    SELECT ${prefix} || '-uid-' || g, ${who.partnerId}, ${who.id}, ${prefix} || '-' || lpad(g::text, 6, '0'), 3, 'Retail', 'el', 'bulk@example.gr', ${billing}::jsonb, 'courier', 'cod',
           1000, 806, 194, 0, 0, 0, 1000, 1, ${t.deps.now().toISOString()}::timestamptz - (g || ' minutes')::interval, ${t.deps.now().toISOString()}::timestamptz
    FROM generate_series(1, ${count}) AS g`);
  await t.db.execute(sql`
    INSERT INTO order_lines (order_id, position, product_id, variant_id, code, eurl, name, color, size, picture, quantity, discounted, unit, total, tax_rate_bp)
    SELECT o.id, 0, 1, 1, 'BULK-1', 'bulk-1', '{"el":"Μπλούζα","en":"Shirt"}'::jsonb, 'black', 'M', 'bulk.jpg', 1, false, ${amounts}::jsonb, ${amounts}::jsonb, 2400
    FROM orders o WHERE o.customer_id = ${who.id} AND o.order_number LIKE ${`${prefix}-%`}`);
}

/**
 * Rows in the parts of an export `customerWithData` leaves empty, written directly on the
 * customer's order: a return, a quote, the cart, a status change and a note for the customer, a
 * payment, a receipt with its MARK, a shipment, a mail and a sales person's visit. With them every
 * section and every nested list of the export holds a row (the label test reads them all).
 */
export async function fillEverySection(t: TestApi, who: Marked): Promise<void> {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, who.orderNumber));
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
  const [staff] = await t.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, 'sales@shop.test'));
  const now = t.deps.now();
  const owner = { customerId: who.id, partnerId: who.partnerId };
  const [ret] = await t.db.insert(returnRequests).values({ ...owner, orderId: order!.id, n: 1, number: `${who.orderNumber}-R1`, reason: 'size_or_fit', comment: `Επιστροφή${who.tag}` }).returning();
  await t.db.insert(returnRequestLines).values({ returnId: ret!.id, position: line!.position, quantity: 1 });
  const [quote] = await t.db.insert(quotations).values({ ...owner, uid: `quote-${who.tag}`, status: 'Revisioned', lang: who.language, customerComment: 'Τιμή;', staffNote: 'Ορίστε', validUntil: now }).returning();
  await t.db.insert(quotationLines).values({ quotationId: quote!.id, variantId: line!.variantId, quantity: 2, position: 0, listUnitGross: 2000, requestedUnitGross: 1800, quotedUnitGross: 1500 });
  const [cart] = await t.db.insert(carts).values(owner).onConflictDoUpdate({ target: [carts.customerId, carts.partnerId], set: { updatedAt: now } }).returning();
  await t.db.insert(cartLines).values({ cartId: cart!.id, variantId: line!.variantId, quantity: 1 }).onConflictDoNothing();
  await t.db.insert(orderStatusChanges).values({ orderId: order!.id, fromStatus: 0, toStatus: 1, actor: { kind: 'staff', id: staff!.id }, note: 'Σε επεξεργασία', forCustomer: true });
  await t.db.insert(orderNotes).values({ orderId: order!.id, staffId: staff!.id, body: 'Για τον πελάτη', forCustomer: true });
  await t.db.insert(payments).values({ orderId: order!.id, provider: 'Viva', amountCents: order!.totalCents, status: 'paid', transactionId: `tx-${who.tag}`, expiresAt: now, confirmedAt: now });
  await t.db
    .insert(shipments)
    .values({ orderId: order!.id, partnerId: who.partnerId, carrier: 'acs', reference: `${who.orderNumber}-1`, status: 'created', parcelId: `7${who.id}`.padEnd(10, '0'), codCents: 0, createdAt: now, updatedAt: now });
  await t.db.insert(fiscalDocuments).values({ partnerId: who.partnerId, orderId: order!.id, issuerVat: '094014201', invoiceType: '11.1', series: 'ΑΛΠ', year: 2026, number: 900000 + who.id, netCents: order!.netCents, vatCents: order!.vatCents, totalCents: order!.totalCents, issuedAt: now, lines: [], status: 'transmitted', mark: `40000000${who.id}` });
  await t.db.insert(outboxEmails).values({ partnerId: who.partnerId, recipient: who.email, kind: 'orderInDelivery', language: who.language, subject: `Η παραγγελία ${who.orderNumber}`, text: 'x', html: 'x', sentAt: now });
  await t.db.insert(impersonations).values({ ...owner, staffId: staff!.id, handoffExpiresAt: now, endsAt: new Date(now.getTime() + 3_600_000), endedAt: now });
}
