import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { StaffPartner } from '@/lib/contract/staff-partners';
import { orders, productVariants, quotations, returnRequests } from '../../db/schema';
import { pickOne } from '../../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient } from '../../testing/order-helpers';
import { buyerWithQuote } from '../../testing/quote-helpers';
import { placedOrder } from '../../testing/return-helpers';
import { MATRIX_PARTNER, type MatrixContext } from './route-matrix-context';

/** Fresh records of the matrix partner for the fixtures (route-matrix-fixtures.ts): each call makes a new one. */

const must = <T>(what: string, value: T | undefined): T => {
  if (value === undefined) throw new Error(`route matrix: no ${what}`);
  return value;
};

/** A new customer's order (one unit, cash on delivery, New): its staff id. */
export async function matrixOrder({ s }: MatrixContext): Promise<number> {
  const buyer = await freshCustomer(s.t, MATRIX_PARTNER);
  const pick = pickOne(s.oracle, MATRIX_PARTNER, s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const placed = await orderClient(s.t, buyer.token, MATRIX_PARTNER).place(orderBody(s.t, cart));
  if (placed.status !== 201) throw new Error(`route matrix: order ${placed.status} ${JSON.stringify(placed.body)}`);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  return must('order', row).id;
}

/** The order's version and the first status it may move to, as an Employee sees them. */
export async function matrixOrderChange(ctx: MatrixContext, id: number): Promise<{ status: string; expectedVersion: number }> {
  const order = (await ctx.employee('GET', `/staff/orders/${id}`)).body as { version: number; nextStatuses: string[] };
  return { status: must('next status', order.nextStatuses[0]), expectedVersion: order.version };
}

/** A new active customer: their id. */
export const matrixCustomer = async ({ s }: MatrixContext): Promise<number> => (await freshCustomer(s.t, MATRIX_PARTNER)).id;

/** A return request (Requested) of one unit of a completed order: its id. */
export async function matrixReturn({ s }: MatrixContext): Promise<number> {
  const order = await placedOrder(s, [1]);
  const created = await order.returns.create({ orderUid: order.uid, lines: [{ line: 0, quantity: 1 }], reason: 'size_or_fit' });
  if (created.status !== 201) throw new Error(`route matrix: return ${created.status} ${JSON.stringify(created.body)}`);
  const [row] = await s.t.db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.number, created.body.returnNumber as string));
  return must('return', row).id;
}

/** A Pending quotation: its id and lines. */
export async function matrixQuote({ s }: MatrixContext) {
  const made = await buyerWithQuote(s);
  const [row] = await s.t.db.select({ id: quotations.id }).from(quotations).where(eq(quotations.uid, made.quote.uid));
  return { id: must('quote', row).id, quote: made.quote };
}

/** The partner's settings as they are now, to send back unchanged (with the fingerprint that names them). */
export async function matrixPartnerSettings(ctx: MatrixContext) {
  const p = (await ctx.employee('GET', `/staff/partners/${MATRIX_PARTNER}`)).body as StaffPartner;
  return { registrationCode: p.registrationCode, discountKind: p.discountKind, discountValue: p.discountValue, quotaLimit: p.quotaLimit, quotaPeriod: p.quotaPeriod, content: p.content, expectedFingerprint: p.fingerprint };
}

/** A content page body. */
export const matrixPage = () => ({ title: { el: 'Ωράριο', en: 'Hours' }, description: { el: '', en: '' }, body: { el: '<p>Δευτέρα</p>', en: '<p>Monday</p>' }, published: false });

/** A content page an Employee just made: its eurl. */
export async function matrixPageMade(ctx: MatrixContext): Promise<string> {
  const eurl = `matrix-${randomUUID().slice(0, 8)}`;
  const res = await ctx.employee('PUT', `/staff/partners/${MATRIX_PARTNER}/pages/${eurl}`, matrixPage());
  if (res.status !== 200) throw new Error(`route matrix: page ${res.status} ${JSON.stringify(res.body)}`);
  return eurl;
}

/** A new coupon code. */
export const matrixCouponCode = () => `MX${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** A variant's SKU and stock (set back to the same stock: a well-formed update that changes nothing). */
export async function matrixStock({ s }: MatrixContext): Promise<{ sku: string; stock: number }> {
  const [row] = await s.t.db.select({ sku: productVariants.sku, stock: productVariants.stock }).from(productVariants).orderBy(productVariants.id).limit(1);
  return must('variant', row);
}
