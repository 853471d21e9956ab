import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode, type Language } from '@/lib/contract/enums';
import type { OrderTotals } from '@/lib/rules/checkout-options';
import { orderChannelOf } from '@/lib/rules/order-channel';
import { orderLines, orders, products, type LocalizedText } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { ProviderName } from '../payments/provider';
import type { PlaceOrderInput, ResolvedOrderInput } from './order-input';
import { TAX_RATE_BASIS_POINTS } from '@/lib/rules/pricing';
import { rateInZone } from '@/lib/rules/vat-zone';

/**
 * Writes an order and its lines as the cart was priced in the placing transaction (a snapshot:
 * names in both languages, unit and line amounts, addresses, store and locker). Status Pending (SPEC §4; cash-on-delivery orders
 * stay Pending until processed), type Retail for a receipt or Invoice, channel Online, or Phone when
 * a sales person placed it on the customer's behalf (issue #44 item 2).
 */
export const newOrderUid = (): string => randomBytes(16).toString('base64url');

export type NewOrder = {
  uid: string;
  orderNumber: string;
  partnerId: number;
  customerId: number;
  language: Language;
  input: PlaceOrderInput;
  resolved: ResolvedOrderInput;
  cart: Cart;
  totals: OrderTotals;
  providerName: ProviderName | undefined;
  /** The payment deadline of a card or PayPal order. */
  paymentDueAt: Date | undefined;
  /** The sales person who placed it while shopping as the customer. */
  placedByStaffId?: number;
  /** The buyer's company (issue #50), and whether the order waits for its approver. */
  company?: { companyId: number; awaitingApproval: boolean };
  now: Date;
};

/** Product names in both languages (the cart is priced in one). */
/** The products' names in both languages and the VAT rate their lines were priced at (read in the placing transaction). */
async function productFacts(tx: Tx, productIds: readonly number[]): Promise<Map<number, { name: LocalizedText; taxRateBp: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.select({ id: products.id, name: products.name, taxCategory: products.taxCategory }).from(products).where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, taxRateBp: TAX_RATE_BASIS_POINTS[row.taxCategory] }]));
}

/** The line's product was read with the cart in this transaction: a missing one is a bug, never a silent default rate. */
function rateOf(facts: Map<number, { taxRateBp: number }>, productId: number): number {
  const fact = facts.get(productId);
  if (!fact) throw new Error(`product ${productId} of an order line vanished in the placing transaction`);
  return fact.taxRateBp;
}

export async function insertOrder(tx: Tx, order: NewOrder): Promise<number> {
  const { input, resolved, totals, now } = order;
  const [row] = await tx
    .insert(orders)
    .values({
      uid: order.uid,
      partnerId: order.partnerId,
      customerId: order.customerId,
      orderNumber: order.orderNumber,
      status: OrderStatusCode.Pending,
      type: input.documentType === 'Invoice' ? 'Invoice' : 'Retail',
      vatZone: order.cart.vatZone,
      channel: orderChannelOf(order.placedByStaffId),
      language: order.language,
      email: input.email,
      billing: resolved.billing,
      invoice: input.documentType === 'Invoice' && input.invoice ? input.invoice : null,
      shippingMethod: input.shippingMethod,
      shippingAddress: resolved.shippingAddress,
      store: resolved.store,
      locker: resolved.locker,
      paymentMethod: input.paymentMethod,
      paymentProvider: order.providerName ?? null,
      paymentDueAt: order.paymentDueAt ?? null,
      placedByStaffId: order.placedByStaffId ?? null,
      companyId: order.company?.companyId ?? null,
      awaitingApproval: order.company?.awaitingApproval ?? false,
      purchaseOrderNumber: input.purchaseOrderNumber ?? null,
      comments: input.comments ? input.comments : null,
      goodsCents: totals.goods,
      netCents: totals.net,
      vatCents: totals.vat,
      discountCents: totals.discount,
      couponCode: order.cart.coupon && order.cart.coupon.discount > 0 ? order.cart.coupon.code : null,
      couponCents: totals.coupon,
      pointsRedeemed: order.cart.points.applied,
      pointsCents: totals.points,
      shippingCents: totals.shipping,
      codFeeCents: totals.codFee,
      totalCents: totals.total,
      itemCount: order.cart.itemCount,
      parcelGrams: order.cart.weightGrams,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  const facts = await productFacts(tx, order.cart.lines.map((line) => line.productId));
  await tx.insert(orderLines).values(
    order.cart.lines.map((line, position) => ({
      orderId,
      position,
      productId: line.productId,
      variantId: line.variantId,
      code: line.code,
      eurl: line.eurl,
      name: facts.get(line.productId)?.name ?? { el: line.name, en: line.name },
      color: line.color,
      size: line.size,
      picture: line.picture,
      quantity: line.quantity,
      discounted: line.discounted,
      unit: line.unit,
      total: line.total,
      // The rate the cart priced the line at: the product's, in the order's VAT zone (decision 0077).
      taxRateBp: rateInZone(rateOf(facts, line.productId), order.cart.vatZone),
    })),
  );
  return orderId;
}
