import { z } from 'zod';
import { CardProviders, PaymentMethods, ShippingMethods } from '@/lib/rules/checkout-options';
import { zDocumentType } from './enum-schemas';
import { zEmail } from './field-rules';
import { zInvoiceDetails } from './invoice-details';
import { zPostalAddress } from './postal-address';

/**
 * Checkout (SPEC §2 checkout, §3 checkout fields, §5 checkout errors; DESIGN §5-§6). Money in cents.
 */

/** `GET /Checkout/Options`: what may be chosen, with the partner's rates. */
export const zStore = z
  .object({ id: z.number().int(), name: z.string(), address: z.string(), city: z.string(), postalCode: z.string(), hours: z.string() })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof zStore>;

export const zLocker = z
  .object({ id: z.string(), name: z.string(), address: z.string(), area: z.string(), city: z.string(), postalCode: z.string() })
  .meta({ id: 'Locker' });
export type Locker = z.infer<typeof zLocker>;

/** The choices of the customer's last order here, to start the next checkout with (issue #16 item 6). */
export const zLastCheckoutChoice = z.object({
  shippingMethod: z.enum(ShippingMethods),
  paymentMethod: z.enum(PaymentMethods),
  cardProvider: z.enum(CardProviders).nullable(),
  storeId: z.number().int().nullable(),
});
export type LastCheckoutChoice = z.infer<typeof zLastCheckoutChoice>;

/** The shipping tariff (decision 0088), cents, gross: the checkout prices each method with lib/rules/shipping-cost.ts as the server does. */
export const zShippingTariff = z
  .object({
    courierCents: z.number().int(),
    courierExtraKgCents: z.number().int(),
    boxnowCents: z.number().int(),
    boxnowMediumCents: z.number().int(),
    boxnowLargeCents: z.number().int(),
    islandsCents: z.number().int(),
    boxnowIslandsCents: z.number().int(),
    remoteCents: z.number().int(),
    cyprusCents: z.number().int(),
  })
  .meta({ id: 'ShippingTariff' });

export const zCheckoutOptions = z
  .object({
    /** `deliveryDays`: working days until delivery (or until ready for pickup), shown per method. */
    shipping: z.array(
      z.object({ method: z.enum(ShippingMethods), cost: z.number().int(), freeFrom: z.number().int().nullable(), deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }) }),
    ),
    payment: z.array(z.object({ method: z.enum(PaymentMethods), fee: z.number().int(), providers: z.array(z.enum(CardProviders)) })),
    /** Payment methods that may not go with a shipping method (cash on delivery with a locker). */
    notAllowed: z.array(z.object({ shipping: z.enum(ShippingMethods), payment: z.enum(PaymentMethods) })),
    stores: z.array(zStore),
    freeDeliveryThreshold: z.number().int(),
    tariff: zShippingTariff,
    /** Some offered provider is the shop's payment sandbox (demo mode): no money is taken. */
    testPayments: z.boolean(),
    /** The asking customer's last order here (null before the first). */
    lastUsed: zLastCheckoutChoice.nullable(),
  })
  .meta({ id: 'CheckoutOptions' });
export type CheckoutOptions = z.infer<typeof zCheckoutOptions>;

/** `GET /Checkout/Lockers?q=` (postal code or area, at least 2 characters; at most 20 answers). */
export const zLockerQuery = z.strictObject({ q: z.string().trim().min(2).max(60) });
export const zLockerList = z.object({ items: z.array(zLocker) }).meta({ id: 'LockerList' });
export type LockerList = z.infer<typeof zLockerList>;

/**
 * `POST /Orders` (header `Idempotency-Key`: 8–100 characters of [A-Za-z0-9_-]). The server prices
 * the cart itself; `expectedTotal` is what the customer saw, and a different server total is
 * refused (`price_changed`) rather than charged.
 */
export const zPlaceOrderRequest = z
  .strictObject({
    email: zEmail,
    documentType: zDocumentType,
    invoice: z.optional(zInvoiceDetails),
    billing: zPostalAddress,
    /** Keep the billing address in the address book as the default (issue #46; the same address is not added twice). */
    saveBilling: z.boolean().optional(),
    /** Ship to the billing address, to a saved address, or to a new one (optionally saved). */
    shipTo: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('billing') }),
      z.strictObject({ kind: z.literal('saved'), addressId: z.number().int().positive() }),
      z.strictObject({ kind: z.literal('new'), address: zPostalAddress, save: z.boolean().optional() }),
    ]),
    shippingMethod: z.enum(ShippingMethods, { message: 'shipping_required' }),
    storeId: z.number().int().positive().optional(),
    lockerId: z.string().trim().min(1).max(40).optional(),
    paymentMethod: z.enum(PaymentMethods, { message: 'payment_required' }),
    cardProvider: z.enum(CardProviders).optional(),
    comments: z.string().trim().max(1000).optional(),
    expectedTotal: z.number().int().nonnegative(),
    /** A gift card paying `cents` of the total (issue #45): the amount the customer saw; more than its balance now is refused. */
    giftCard: z.strictObject({ code: z.string().trim().min(1).max(40), cents: z.number().int().positive() }).optional(),
  })
  .superRefine((o, ctx) => {
    if (o.documentType === 'Invoice' && !o.invoice) ctx.addIssue({ code: 'custom', path: ['invoice'], message: 'required' });
    if (o.shippingMethod === 'store_pickup' && !o.storeId) ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'store_required' });
    if (o.shippingMethod === 'boxnow' && !o.lockerId) ctx.addIssue({ code: 'custom', path: ['lockerId'], message: 'locker_required' });
    if (o.paymentMethod === 'card' && !o.cardProvider) ctx.addIssue({ code: 'custom', path: ['cardProvider'], message: 'required' });
  });
export type PlaceOrderRequest = z.input<typeof zPlaceOrderRequest>;

/** What comes after placing: nothing (cash on delivery), or the provider's page to pay on. */
export const zPaymentStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);

export const zPlaceOrderResponse = z
  .object({ uid: z.string(), orderNumber: z.string(), status: z.number().int(), payment: zPaymentStep })
  .meta({ id: 'PlacedOrder' });
export type PlaceOrderResponse = z.infer<typeof zPlaceOrderResponse>;
