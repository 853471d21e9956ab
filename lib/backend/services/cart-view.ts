import { and, asc, eq, sql } from 'drizzle-orm';
import { productImagePath } from '@/lib/catalog/product-images';
import type { Cart, CartLine } from '@/lib/contract/cart';
import type { Language, NamedColor, StockAvailability } from '@/lib/contract/enums';
import { cartLineProblem, isOfferedTo } from '@/lib/rules/cart-line-check';
import { cartQuota } from '@/lib/rules/cart-quota';
import { cartAmounts, cartTotals } from '@/lib/rules/cart-totals';
import { parcelGrams } from '@/lib/rules/parcel-weight';
import { lineTotals, TAX_RATE_BASIS_POINTS, unitInZone, unitPrice, type PartnerDiscount } from '@/lib/rules/pricing';
import { rateInZone, type VatZone } from '@/lib/rules/vat-zone';
import { applyCoupon, type CouponLineInput } from '@/lib/coupons/apply-coupon';
import type { ApiDeps } from '../context';
import { cartLines, carts, productVariants, products } from '../db/schema';
import { variantAvailabilitySql, variantStockSql } from './product-kinds/bundle-sql';
import type { CartCouponState } from './coupons/cart-coupon';
import { loadCartState } from './cart-state';
import { applyPoints, pointsGoodsCents, pointsMayPay, redeemPoints } from '@/lib/loyalty/redeem-points';
import { NO_POINTS, type CartPointsState } from './loyalty/cart-points';
import { cartQuoteSummary, quotedUnit, quoteForLines, type CartQuoteState } from './quotations/cart-quote';

/**
 * The cart answer (DESIGN §8 cart): the lines read with their variant and product in one query,
 * priced at the current prices and partner discount by lib/rules/pricing (the same rules and
 * inputs as the product cards), checked against the current stock and visibility, with totals and
 * the discount quota. Nothing is stored but the variant and quantity of each line.
 */
export type CartOwner = { customerId: number; partnerId: number };
type Executor = Pick<ApiDeps['db'], 'select'>;

/** A variant with its product: what a line needs to be priced and checked (also used by the writes). */
export const variantColumns = {
  variantId: productVariants.id,
  productId: productVariants.productId,
  color: productVariants.color,
  size: productVariants.size,
  // A bundle's variant reads what its parts make (issue #45: product-kinds/bundles.ts).
  stock: variantStockSql,
  availability: variantAvailabilitySql,
  active: products.active,
  partnerIds: products.partnerIds,
};

/** The stock side of a variant row, as the add-to-cart rules take it. */
export const variantStock = (row: { variantId: number; color: string; size: string | null; stock: number; availability: string }) => ({
  id: row.variantId,
  color: row.color,
  size: row.size,
  stock: row.stock,
  availability: row.availability,
});

/** The lines of the owner's cart with their variant and product (oldest first). */
export async function loadLines(db: Executor, owner: CartOwner, lang: Language) {
  return db
    .select({
      ...variantColumns,
      lineId: cartLines.id,
      quantity: cartLines.quantity,
      code: products.code,
      eurl: products.eurl,
      name: sql<string>`coalesce(${products.name}->>${lang}, '')`,
      priceCents: products.priceCents,
      priceBasis: products.priceBasis,
      taxCategory: products.taxCategory,
      discountable: products.discountable,
      kind: products.kind,
      weightGrams: products.weightGrams,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(carts.customerId, owner.customerId), eq(carts.partnerId, owner.partnerId)))
    .orderBy(asc(cartLines.id));
}
export type LineRow = Awaited<ReturnType<typeof loadLines>>[number];

/** A line in the contract's shape (before a coupon), with what the coupon rule needs. */
function priceLine(row: LineRow, partnerId: number, discount: PartnerDiscount, quote: CartQuoteState | undefined, zone: VatZone): { line: CartLine; input: CouponLineInput } {
  const normalRate = TAX_RATE_BASIS_POINTS[row.taxCategory];
  const normal = quote ? quotedUnit(quote, row) : unitPrice({ priceCents: row.priceCents, priceBasis: row.priceBasis, taxCategory: row.taxCategory, discountable: row.discountable, discount });
  // The islands' VAT (decision 0077): the same net, the zone's rate.
  const unit = unitInZone(normal, normalRate, zone);
  const totals = lineTotals(unit, row.quantity);
  const input: CouponLineInput = { totals, listUnit: unit.listGrossCents, partnerUnit: unit.discountCents, rateBasisPoints: rateInZone(normalRate, zone), eligible: row.discountable };
  const line: CartLine = {
    id: row.lineId,
    productId: row.productId,
    variantId: row.variantId,
    code: row.code,
    eurl: row.eurl,
    name: row.name,
    color: row.color as NamedColor,
    size: row.size,
    // The front of the line's colour (issue #16 item 4); the order keeps it.
    picture: productImagePath(row.code, row.color as NamedColor, 'front'),
    quantity: row.quantity,
    stock: row.stock,
    availability: row.availability as StockAvailability,
    discounted: unit.discounted,
    unit: cartAmounts(unit),
    total: cartAmounts(totals),
    coupon: 0,
    points: 0,
    problem: cartLineProblem({ offered: isOfferedTo(row, partnerId), variant: variantStock(row), quantity: row.quantity }),
  };
  return { line, input };
}

/** The partner's discount, what is left of the customer's quota and the partner's free-delivery threshold (cents), as a cart is priced with. */
export type CartPromotion = { discount: PartnerDiscount; quota: { limit: number; remaining: number }; freeDeliveryThresholdCents: number };

/**
 * The customer's cart under a partner; an empty one when none exists (nothing is created). `zone`:
 * priced at that VAT zone's rates (the checkout asks for the islands' when its invoice and delivery
 * addresses are there; placing the order works the zone out itself, decision 0077).
 */
export async function getCart(deps: ApiDeps, owner: CartOwner, lang: Language, zone: VatZone = 'normal'): Promise<Cart> {
  const now = deps.now();
  const [rows, { promotion, freeDeliveryThresholdCents, coupon, points, quote }] = await Promise.all([loadLines(deps.db, owner, lang), loadCartState(deps, owner, now)]);
  return priceCart(rows, owner.partnerId, { ...promotion, freeDeliveryThresholdCents }, coupon, points, quote, zone);
}

/**
 * Prices loaded lines (order placement prices them inside its transaction, with the quota read
 * there) with the cart's coupon when it may be used (lib/coupons/apply-coupon.ts). A coupon that
 * gives nothing on these lines is NotApplicable. The redeemed loyalty points come off after the
 * coupon (lib/loyalty/redeem-points.ts), over the lines they may pay (not a gift card's). The quota counts the units that keep the partner's
 * discount. A cart holding exactly an accepted quote's lines is priced at the quote, without a
 * coupon (issue #18 item 3, services/quotations/cart-quote.ts).
 */
export function priceCart(rows: readonly LineRow[], partnerId: number, promotion: CartPromotion, coupon?: CartCouponState, points: CartPointsState = NO_POINTS, linked?: CartQuoteState, zone: VatZone = 'normal'): Cart {
  const quote = quoteForLines(rows, linked);
  const priced = rows.map((row) => priceLine(row, partnerId, promotion.discount, quote, zone));
  const outcome = applyCoupon(
    priced.map((p) => p.input),
    coupon && !coupon.problem && !quote ? coupon.terms : null,
  );
  // Points pay for goods, never for a gift card (decision 0041): its lines are left out of the cap and of the spread.
  const payable = rows.map((row) => pointsMayPay(row.kind));
  const redeemed = redeemPoints({ ...points, goodsCents: pointsGoodsCents(outcome.lines, payable) });
  const final = applyPoints(outcome.lines, priced.map((p) => p.input.rateBasisPoints), redeemed.cents, payable);
  const lines = priced.map(({ line }, i) => {
    const after = final[i]!;
    return { ...line, total: cartAmounts(after), coupon: after.coupon, points: after.points, discounted: after.discountCents > 0 };
  });
  const { itemCount, ...totals } = cartTotals(final);
  return {
    lines,
    totals,
    itemCount,
    weightGrams: parcelGrams(rows),
    quota: cartQuota(lines, promotion.quota),
    coupon: coupon ? { ...coupon.terms, discount: outcome.coupon, problem: coupon.problem ?? (outcome.coupon === 0 ? 'NotApplicable' : null) } : null,
    points: { balance: points.balance, centsPerPoint: points.centsPerPoint, max: redeemed.maxPoints, requested: points.requested, applied: redeemed.points, cents: redeemed.cents, problem: redeemed.problem },
    quote: cartQuoteSummary(quote),
    freeDeliveryThreshold: promotion.freeDeliveryThresholdCents,
    vatZone: zone,
  };
}
