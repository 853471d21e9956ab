import { z } from 'zod';
import { REFUND_REASONS } from '@/lib/rules/order-revival';
import { CardProviders, PaymentMethods, ShippingMethods } from '@/lib/rules/checkout-options';
import { TrackingKinds } from '@/lib/carriers/tracking';
import { Languages } from './enums';
import { zAddress } from './addresses';
import { zCartLine } from './cart';
import { zLocker, zStore } from './checkout';
import { ReturnStates, zReturnRequestRecord } from './returns';
import { zCustomerOrderNote } from './order-notes';

/**
 * Orders (SPEC §3 order display: number, date, total, shipping cost, COD fee, net, tax, discount,
 * shipping and billing info, shipping and payment method; SPEC §4 status codes). Money in cents.
 * An order is reachable only by its owner (customer and partner); `uid` is opaque, the order
 * number is for people.
 */
/** A cart line as it was when ordered (name in the language of the order). */
export const zOrderLine = zCartLine.omit({ id: true, stock: true, availability: true, problem: true, coupon: true, points: true });
export type OrderLine = z.infer<typeof zOrderLine>;

export const zOrderTotals = z.object({
  goods: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  discount: z.number().int(),
  /** The coupon's discount (issue #18 item 4); 0 without one. */
  coupon: z.number().int(),
  /** What the redeemed loyalty points took off (issue #18 item 5); 0 without. */
  points: z.number().int(),
  shipping: z.number().int(),
  codFee: z.number().int(),
  total: z.number().int(),
});

/** One step of an order's status history (issue #17): the status it entered, and when. */
export const zOrderStatusChange = z.object({ status: z.number().int(), statusName: z.string(), at: z.string() }).meta({ id: 'OrderStatusChange' });
export type OrderStatusChange = z.infer<typeof zOrderStatusChange>;

const zOrderAddress = zAddress.omit({ id: true, title: true, isDefault: true });

/** A credit note of the order's fiscal document: series and number, why, when, how much, its MARK once myDATA registered it. */
export const zCreditNote = z
  .object({ id: z.number().int(), label: z.string(), reason: z.enum(['return', 'refund', 'cancellation']), issuedAt: z.string(), total: z.number().int(), mark: z.string().nullable() })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof zCreditNote>;

export const zTrackingEvent = z.object({
  kind: z.enum(TrackingKinds),
  /** Where, as the carrier names it. */
  location: z.string().nullable(),
  occurredAt: z.string(),
});
export const zOrderShipment = z
  .object({
    carrier: z.enum(['boxnow', 'acs']),
    trackingNumber: z.string(),
    trackingUrl: z.string().nullable(),
    /** The carrier's events so far, oldest first (decision 0084). */
    events: z.array(zTrackingEvent),
    /** The code that opens the Box Now locker while the parcel waits in it (decision 0092); null otherwise. */
    lockerCode: z.string().nullable(),
  })
  .meta({ id: 'OrderShipment' });
export type OrderShipment = z.infer<typeof zOrderShipment>;

export const zOrder = z
  .object({
    uid: z.string(),
    orderNumber: z.string(),
    createdAt: z.string(),
    /** SPEC §4 code (Pending 0 …) and its name. */
    status: z.number().int(),
    statusName: z.string(),
    type: z.enum(['Retail', 'Invoice']),
    channel: z.enum(['Online', 'Phone', 'App']),
    email: z.string(),
    lines: z.array(zOrderLine),
    totals: zOrderTotals,
    /** The coupon the order was placed with (issue #18 item 4), or null. */
    couponCode: z.string().nullable(),
    /** Loyalty points redeemed on the order (issue #18 item 5); 0 without. */
    pointsRedeemed: z.number().int(),
    billing: zOrderAddress,
    invoice: z.object({ vatNumber: z.string(), companyName: z.string(), job: z.string(), irs: z.string() }).nullable(),
    shippingMethod: z.enum(ShippingMethods),
    shippingAddress: zOrderAddress.nullable(),
    store: zStore.nullable(),
    locker: zLocker.nullable(),
    paymentMethod: z.enum(PaymentMethods),
    paymentProvider: z.enum(CardProviders).or(z.literal('Paypal')).nullable(),
    paid: z.boolean(),
    /** Card or PayPal not paid yet: the time to pay runs out then ("Pay now" and "Cancel" until it); null otherwise. */
    paymentDueAt: z.string().nullable(),
    /** Money came that the order cannot keep (after it was cancelled, or twice): the shop gives it back. */
    refundDue: z.boolean(),
    /** Why (issue #44 item 1: a late payment that could not revive its order says what was gone); null when nothing is due. */
    refundReason: z.enum(REFUND_REASONS).nullable(),
    comments: z.string().nullable(),
    /** How much has been asked back (issue #7), and the return requests, oldest first. */
    returnState: z.enum(ReturnStates),
    returns: z.array(zReturnRequestRecord),
    /** The statuses the order went through, oldest first: its creation (Pending) and each change. */
    history: z.array(zOrderStatusChange),
    /** The sales person who placed the order by phone on the customer's behalf (issue #44 item 2); null when the customer did. */
    placedBy: z.string().nullable(),
    /** Staff notes meant for the customer (issue #44 item 2), oldest first; internal notes never. */
    notes: z.array(zCustomerOrderNote),
    /** The credit notes of its invoice or receipt (issue #47: a return, a refund, a cancellation), oldest first; each a PDF. */
    creditNotes: z.array(zCreditNote),
    /** Its parcel with the carrier once shipped (issue #48): the tracking number and the carrier's page. */
    shipment: zOrderShipment.nullable(),
    /** A store pickup's code (decision 0090): six digits, given when it is ready for pickup, shown at the store; null before that and for other methods. */
    pickupCode: z.string().nullable(),
    /** The buyer's purchase-order number (issue #50), or null. */
    purchaseOrderNumber: z.string().nullable(),
    /** The order waits for an approver of the buyer's company (issue #50): nothing is paid or charged before. */
    awaitingApproval: z.boolean(),
    /** The purchase request of an order placed over an approval rule (issue #50), or null. */
    approval: z
      .object({
        requestId: z.number().int(),
        state: z.enum(['waiting', 'approved', 'declined', 'expired', 'cancelled']),
        reasons: z.array(z.enum(['over_threshold', 'over_limit', 'always'])),
        holdUntil: z.string(),
        decidedAt: z.string().nullable(),
        /** The decline's reason, or why the shop ended it (expired, buyer_removed, company_disabled). */
        note: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof zOrder>;

export const zOrderSummary = z
  .object({ uid: z.string(), orderNumber: z.string(), createdAt: z.string(), status: z.number().int(), statusName: z.string(), total: z.number().int(), itemCount: z.number().int(), returnState: z.enum(ReturnStates), awaitingPayment: z.boolean(), awaitingApproval: z.boolean() })
  .meta({ id: 'OrderSummary' });

export const zOrderListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const zOrderList = z
  .object({ items: z.array(zOrderSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof zOrderList>;

/** `GET /Orders/{uid}/Document`: the document's language, when not the order's own. */
export const zOrderDocumentQuery = z.strictObject({ lang: z.enum(Languages).optional() });
