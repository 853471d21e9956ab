import { z } from 'zod';
import { CardProviders, PaymentMethods, ShippingMethods } from '@/lib/rules/checkout-options';
import { zDocumentType } from './enum-schemas';
import { zEmail } from './field-rules';
import { zInvoiceDetails } from './invoice-details';
import { zPostalAddress } from './postal-address';
import { ShippingCountries } from '@/lib/rules/address-formats';

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

/** A shared address of the buyer's company (ship to it with `shipTo: {kind: 'company', addressId}`). */
export const zCheckoutCompanyAddress = z
  .object({
    id: z.number().int(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.enum(ShippingCountries),
    region: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    mobile: z.string(),
  })
  .meta({ id: 'CheckoutCompanyAddress' });

/**
 * The checkout's company block (issue #50): `mayPlaceOrders` false for a viewer (the order is
 * refused: 403 company_role_forbidden); `approval` says what the member may still spend and what
 * makes an order wait for an approver (the checkout says so before placing); `onAccount` is set
 * when the company has payment terms (then `on_account` is among the payment methods, with a
 * purchase-order number required).
 */
export const zCheckoutCompany = z
  .object({
    id: z.number().int(),
    name: z.string(),
    vatNumber: z.string(),
    taxOffice: z.string(),
    activity: z.string(),
    role: z.enum(['admin', 'buyer', 'approver', 'viewer']),
    mayPlaceOrders: z.boolean(),
    addresses: z.array(zCheckoutCompanyAddress),
    approval: z.object({
      thresholdCents: z.number().int().nullable(),
      limitCents: z.number().int().nullable(),
      period: z.enum(['month', 'quarter']),
      spentCents: z.number().int(),
      leftCents: z.number().int().nullable(),
      alwaysNeedsApproval: z.boolean(),
      /** Whether someone other than the buyer could approve a request (otherwise an order that needs approval is refused: 409 approval_no_approver). */
      hasApprover: z.boolean(),
      holdHours: z.number().int(),
    }),
    onAccount: z
      .object({ termsDays: z.number().int(), creditLimitCents: z.number().int(), availableCents: z.number().int(), overdueCents: z.number().int(), oldestDueAt: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'CheckoutCompany' });
export type CheckoutCompany = z.infer<typeof zCheckoutCompany>;

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
    /** The customer's active company (issue #50; null when none): its invoice details to prefill, its shared addresses, its approval rules and on-account credit. */
    company: zCheckoutCompany.nullable(),
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
      /** A shared address of the buyer's company (issue #50; a member who may place orders). */
      z.strictObject({ kind: z.literal('company'), addressId: z.number().int().positive() }),
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
    /** The buyer's purchase-order number (issue #50; 1–40 characters): required with `on_account`, allowed on any company order. */
    purchaseOrderNumber: z.string().trim().min(1, 'required').max(40).optional(),
  })
  .superRefine((o, ctx) => {
    if (o.documentType === 'Invoice' && !o.invoice) ctx.addIssue({ code: 'custom', path: ['invoice'], message: 'required' });
    if (o.shippingMethod === 'store_pickup' && !o.storeId) ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'store_required' });
    if (o.shippingMethod === 'boxnow' && !o.lockerId) ctx.addIssue({ code: 'custom', path: ['lockerId'], message: 'locker_required' });
    if (o.paymentMethod === 'card' && !o.cardProvider) ctx.addIssue({ code: 'custom', path: ['cardProvider'], message: 'required' });
    if (o.paymentMethod === 'on_account' && !o.purchaseOrderNumber) ctx.addIssue({ code: 'custom', path: ['purchaseOrderNumber'], message: 'required' });
  });
export type PlaceOrderRequest = z.input<typeof zPlaceOrderRequest>;

/** What comes after placing: nothing (cash on delivery), or the provider's page to pay on. */
export const zPaymentStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);

/** An order placed as a purchase request (issue #50): it waits for an approver until `holdUntil`; nothing is paid or charged before. */
export const zOrderApproval = z.object({ requestId: z.number().int(), holdUntil: z.string(), reasons: z.array(z.enum(['over_threshold', 'over_limit', 'always'])) });

export const zPlaceOrderResponse = z
  .object({ uid: z.string(), orderNumber: z.string(), status: z.number().int(), payment: zPaymentStep, approval: zOrderApproval.optional() })
  .meta({ id: 'PlacedOrder' });
export type PlaceOrderResponse = z.infer<typeof zPlaceOrderResponse>;
