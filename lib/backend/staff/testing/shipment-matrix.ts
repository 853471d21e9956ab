import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { staffShipmentRoutes } from '@/lib/contract/staff-shipment-routes';
import { DEMO_LOCKERS } from '../../db/seed/checkout-data';
import { orders } from '../../db/schema';
import { pickOne } from '../../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient } from '../../testing/order-helpers';
import { changeOrderStatus } from '../../services/orders/order-status';
import { drainTransmissions } from '../../testing/fiscal-helpers';
import { MATRIX_PARTNER, type MatrixContext, type RouteFixture } from './route-matrix-context';

/**
 * Shipping's calls in the role × route matrix (decision 0082; route-matrix-fixtures.ts): a fresh
 * paid Box Now order of the matrix partner in Processing to ship; one shipped (once, shared) to read and
 * print the label of.
 */
export async function matrixLockerOrder({ s }: MatrixContext): Promise<number> {
  const buyer = await freshCustomer(s.t, MATRIX_PARTNER);
  const pick = pickOne(s.oracle, MATRIX_PARTNER, s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const placed = await orderClient(s.t, buyer.token, MATRIX_PARTNER).place(orderBody(s.t, cart, { shippingMethod: 'boxnow', lockerId: DEMO_LOCKERS[0]!.id, paymentMethod: 'card', cardProvider: 'Viva' }));
  if (placed.status !== 201) throw new Error(`route matrix: locker order ${placed.status} ${JSON.stringify(placed.body)}`);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  await s.t.db.update(orders).set({ paidAt: s.t.deps.now(), paymentDueAt: null }).where(eq(orders.id, row!.id));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  return row!.id;
}

const shipped = (ctx: MatrixContext) =>
  ctx.shared('shipped-order', async () => {
    const id = await matrixLockerOrder(ctx);
    const shipped = await ctx.employee('POST', `/staff/orders/${id}/shipment`);
    if (shipped.status !== 200) throw new Error(`route matrix: ship ${shipped.status} ${JSON.stringify(shipped.body)}`);
    return id;
  });

/** A locker order shipped now, its delivery note sent to myDATA: an Employee may cancel its voucher (decision 0086). */
async function cancellableShipment(ctx: MatrixContext): Promise<number> {
  const id = await matrixLockerOrder(ctx);
  if ((await ctx.employee('POST', `/staff/orders/${id}/shipment`)).status !== 200) throw new Error('route matrix: the locker order did not ship');
  await drainTransmissions(ctx.s.t.api.deps);
  return id;
}

/** A courier order shipped with ACS and its label printed: the day has a voucher ready for a pickup list. */
async function printedCourierVoucher(ctx: MatrixContext): Promise<void> {
  const buyer = await freshCustomer(ctx.s.t, MATRIX_PARTNER);
  const pick = pickOne(ctx.s.oracle, MATRIX_PARTNER, ctx.s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const placed = await orderClient(ctx.s.t, buyer.token, MATRIX_PARTNER).place(orderBody(ctx.s.t, cart));
  const [row] = await ctx.s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  await changeOrderStatus(ctx.s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  if ((await ctx.employee('POST', `/staff/orders/${row!.id}/shipment`)).status !== 200) throw new Error('route matrix: the courier order did not ship');
  if ((await ctx.employee('GET', `/staff/orders/${row!.id}/shipment/label?paper=A4`)).status !== 200) throw new Error('route matrix: no label');
}

const issuedList = (ctx: MatrixContext) =>
  ctx.shared('pickup-list', async () => {
    await printedCourierVoucher(ctx);
    const issued = await ctx.employee('POST', '/staff/pickup-lists');
    if (issued.status !== 200) throw new Error(`route matrix: pickup list ${issued.status} ${JSON.stringify(issued.body)}`);
    return (issued.body as { id: number }).id;
  });

export const shipmentMatrixFixtures: Record<keyof typeof staffShipmentRoutes, RouteFixture> = {
  staffOrderShipment: async (ctx) => ({ params: { id: await shipped(ctx) } }),
  staffOrderShip: async (ctx) => ({ params: { id: await matrixLockerOrder(ctx) } }),
  staffShipOrders: async (ctx) => ({ body: { orderIds: [ctx.caller === 'Employee' ? await matrixLockerOrder(ctx) : await shipped(ctx)] } }),
  staffOrderShipmentCancel: async (ctx) => ({ params: { id: ctx.caller === 'Employee' ? await cancellableShipment(ctx) : await shipped(ctx) } }),
  staffOrderShipmentLabel: async (ctx) => ({ params: { id: await shipped(ctx) }, query: '?paper=A6' }),
  staffOrderDeliveryNote: async (ctx) => ({ params: { id: await shipped(ctx) }, query: '?lang=en' }),
  staffPickupLists: () => ({}),
  staffPickupListIssue: async (ctx) => {
    if (ctx.caller === 'Employee') await printedCourierVoucher(ctx);
    return {};
  },
  staffPickupListPdf: async (ctx) => ({ params: { id: await issuedList(ctx) } }),
};
