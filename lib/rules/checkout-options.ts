import { divideRounded, TAX_RATE_BASIS_POINTS } from './pricing';
import { rateInZone, type VatZone } from './vat-zone';
import { LIGHT_MAINLAND_PARCEL, shippingQuote, type Parcel, type ShippingTariff } from './shipping-cost';

/**
 * Shipping and payment at checkout (DESIGN §5), in cents. Shipping costs and the cash-on-delivery
 * fee are gross amounts with Greek standard VAT (24 %) in them; what courier and Box Now cost by
 * weight and zone, and what the free-delivery threshold waives, is lib/rules/shipping-cost.ts
 * (decision 0088); store pickup is always free. Cash on delivery is not offered with a Box Now
 * locker (nobody is there to pay).
 */
export const ShippingMethods = ['courier', 'store_pickup', 'boxnow'] as const;
export type ShippingMethod = (typeof ShippingMethods)[number];

/** `on_account`: charged to the buyer's company's credit, paid by its payment terms (issue #50 item 5). `iris`: IRIS instant payments from the shopper's bank (issue #47 item 5, decision 0072), acquired through Viva. */
export const PaymentMethods = ['cod', 'card', 'paypal', 'iris', 'on_account'] as const;
export type PaymentMethod = (typeof PaymentMethods)[number];

/** Card payments go through one of these providers (SPEC §3 PaymentProvider names). */
export const CardProviders = ['Viva', 'Alpha', 'Eurobank', 'WinBank'] as const;
export type CardProvider = (typeof CardProviders)[number];

/** The shop's rates (cents, gross) with the partner's free-delivery threshold; the shipping tariff is lib/rules/shipping-cost.ts's. */
export type CheckoutRates = ShippingTariff & { codFeeCents: number; freeDeliveryThresholdCents: number };

/**
 * Working days until delivery, or until an order is ready for pickup (DESIGN §5 leaves it open:
 * the demo carriers' usual times; shown per method at checkout).
 */
export const DELIVERY_DAYS: Record<ShippingMethod, { min: number; max: number }> = {
  courier: { min: 1, max: 3 },
  boxnow: { min: 1, max: 2 },
  store_pickup: { min: 1, max: 1 },
};

/** What a method costs for a parcel (its weight and zone; a light parcel to the mainland by default): see shippingQuote. */
export function shippingCost(method: ShippingMethod, goodsTotalCents: number, rates: CheckoutRates, parcel: Parcel = LIGHT_MAINLAND_PARCEL): number {
  return shippingQuote(method, parcel, goodsTotalCents, rates).cents;
}

export function isPaymentAllowed(shipping: ShippingMethod, payment: PaymentMethod): boolean {
  return !(shipping === 'boxnow' && payment === 'cod');
}

export function codFee(payment: PaymentMethod, rates: CheckoutRates): number {
  return payment === 'cod' ? rates.codFeeCents : 0;
}

export type GoodsTotals = { net: number; vat: number; discount: number; total: number; coupon?: number; points?: number };
export type OrderTotals = Required<GoodsTotals> & { goods: number; shipping: number; codFee: number };

/** The order's summary: goods (as the cart prices them) plus shipping and the COD fee, VAT split per amount. */
/**
 * A charge of the shop's own (shipping, the cash-on-delivery fee), gross, split into net and VAT at
 * the standard rate of the order's VAT zone (24 %, or 17 % on the islands: the same gross, decision 0077).
 */
export function chargeAmounts(grossCents: number, zone: VatZone = 'normal'): { net: number; vat: number } {
  const net = divideRounded(grossCents * 10_000, 10_000 + chargeRate(zone));
  return { net, vat: grossCents - net };
}

/** The VAT rate of the shop's charges in a zone, in basis points. */
export const chargeRate = (zone: VatZone): number => rateInZone(TAX_RATE_BASIS_POINTS.Normal, zone);

export function orderTotals(goods: GoodsTotals, shippingCents: number, codFeeCents: number, zone: VatZone = 'normal'): OrderTotals {
  const extrasNet = chargeAmounts(shippingCents, zone).net + chargeAmounts(codFeeCents, zone).net;
  const extras = shippingCents + codFeeCents;
  return {
    goods: goods.total,
    shipping: shippingCents,
    codFee: codFeeCents,
    discount: goods.discount,
    coupon: goods.coupon ?? 0,
    points: goods.points ?? 0,
    net: goods.net + extrasNet,
    vat: goods.vat + (extras - extrasNet),
    total: goods.total + extras,
  };
}

/** SPEC §5's checkout errors, by field: what must be chosen before an order can be placed. */
export type CheckoutSelection = { shippingMethod?: string; storeId?: number | null; lockerId?: string | null; paymentMethod?: string };
export type CheckoutSelectionErrors = Partial<Record<'shippingMethod' | 'storeId' | 'lockerId' | 'paymentMethod', 'shipping_required' | 'store_required' | 'locker_required' | 'payment_required'>>;

export function checkCheckoutSelection(selection: CheckoutSelection): CheckoutSelectionErrors {
  const errors: CheckoutSelectionErrors = {};
  if (!selection.shippingMethod) errors.shippingMethod = 'shipping_required';
  if (selection.shippingMethod === 'store_pickup' && !selection.storeId) errors.storeId = 'store_required';
  if (selection.shippingMethod === 'boxnow' && !selection.lockerId) errors.lockerId = 'locker_required';
  if (!selection.paymentMethod) errors.paymentMethod = 'payment_required';
  return errors;
}
