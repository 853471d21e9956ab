import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { PlaceOrderResponse } from '@/lib/contract/checkout';
import type { Language } from '@/lib/contract/enums';
import { checkoutRates, FREE_DELIVERY_THRESHOLD_CENTS } from '@/lib/config/checkout-rates';
import { codFee, orderTotals } from '@/lib/rules/checkout-options';
import { shippingQuote } from '@/lib/rules/shipping-cost';
import { shippingZoneOf } from '@/lib/rules/shipping-zone';
import { freeDeliveryThresholdOf } from '@/lib/rules/free-delivery';
import { quotaPeriodBounds } from '@/lib/rules/quota-period';
import type { ApiDeps, PartnerScope } from '../../context';
import { cartLines, partners } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, unauthorized } from '../../http/api-error';
import { lockCart } from '../cart';
import { loadLines, priceCart } from '../cart-view';
import { lockCustomer } from '../customers';
import { claimIdempotencyKey, recordAnswer, requestHash, type StoredAnswer } from './idempotency';
import { checkPaymentChoice, resolveOrderInput, type PlaceOrderInput } from './order-input';
import { sendOrderMail } from './order-mail';
import { rememberOrderAddresses } from './remember-address';
import { cartLinesRefusal, consumeQuota, nextOrderNumber, quotaUsed } from './reserve';
import { bundlePartsOf, reserveCartStock, writeOrderLineParts } from '../product-kinds/bundles';
import { checkGiftCardPayment, giftCardProductIds, markPaidByGiftCard, payWithGiftCard } from '../product-kinds/gift-cards';
import { pointsBaseCents } from '@/lib/rules/gift-card';
import { insertOrder, newOrderUid } from './write-order';
import { insertAttempt } from '../payments/attempts';
import { attemptPageUrl } from '../payments/awaiting-orders';
import { paymentDeadline } from '@/lib/rules/payment-expiry';
import { checkoutAgainInTx } from './checkout-again';
import { couponRefusal, loadCartCoupon } from '../coupons/cart-coupon';
import { redeemCartCoupon } from '../coupons/cart-coupon-writes';
import { earnForOrder } from '../loyalty/ledger';
import { loadCartPoints } from '../loyalty/cart-points';
import { pointsRefusal, redeemForOrder } from '../loyalty/redeem';
import { lockQuoteForOrder, markQuoteOrdered, type CartQuoteState } from '../quotations/cart-quote';
import { issueSaleDocument } from '../fiscal/issue-document';
import { issuerOf } from '../fiscal/issuer';
import { vatZoneOf, type VatZone } from '@/lib/rules/vat-zone';
import { isForeignVatNumber } from '@/lib/rules/eu-vat-number';
import { recentValidCheck } from '../vies/eu-vat-check';
import { companyColumns, companyMemberFor, companyRules, writeCompanyOrder } from '../companies/company-checkout';
import { mailNewRequest } from '../companies/request-mail';

/**
 * POST /Orders (DESIGN §5, §8): one transaction that claims the idempotency key, locks the
 * customer (quota) and the cart, reads what the request refers to, prices the cart on the server,
 * refuses what cannot be ordered, reserves stock, numbers and writes the order, consumes the
 * quota, keeps the typed addresses when asked (remember-address.ts), writes the payment attempt of an online payment (the
 * storefront's payment page starts it with the provider, outside this transaction) or empties the
 * cart. While an earlier order of the cart waits for its online payment, the same checkout
 * resumes it and another one replaces it (checkout-again.ts). A member of a company (issue #50) orders for it, within its rules or as a
 * purchase request that waits for an approver, on account if it has terms (companies/company-checkout.ts). Any refusal throws inside the transaction, so it writes nothing (the key included). The
 * confirmation mail goes after the commit, once per order (never on a replay), and a failure to
 * send it never undoes the order.
 */
export type PlaceOrderRequest = {
  partner: PartnerScope;
  customerId: number;
  /** The sales person shopping as the customer (issue #17 item 4), recorded on the order. */
  placedByStaffId?: number;
  /** The request's language (Accept-Language), or undefined to use the customer's. */
  language: Language | undefined;
  key: string;
  input: PlaceOrderInput;
};

type Placed = { orderId: number; language: Language; firstName: string; requestId?: number };

/**
 * The cart priced now, against what is left of the quota (read with the customer locked) and with
 * its coupon (read with the coupon locked: two orders cannot both take its last redemption). A
 * coupon that cannot be used now refuses the order with its result code. The loyalty points it
 * redeems are read against the balance with the customer locked: points the balance no longer
 * covers refuse the order (409 `points_insufficient`).
 */
async function priceInTransaction(tx: Tx, owner: { customerId: number; partnerId: number }, lang: Language, now: Date, zone: VatZone): Promise<{ cart: Cart; periodStart: string; couponId: number | undefined; quote: CartQuoteState | undefined }> {
  const [partner] = await tx.select().from(partners).where(eq(partners.id, owner.partnerId));
  if (!partner) throw new Error(`partner ${owner.partnerId} vanished`);
  const period = quotaPeriodBounds(partner.quotaPeriod, now);
  const used = await quotaUsed(tx, owner, period);
  const rows = await loadLines(tx, owner, lang);
  const quote = await lockQuoteForOrder(tx, owner, rows, now);
  const coupon = quote ? undefined : await loadCartCoupon(tx, owner, now, true);
  if (coupon?.problem) throw couponRefusal(coupon.problem, coupon.terms.code);
  const points = await loadCartPoints(tx, owner);
  const cart = priceCart(rows, owner.partnerId, {
    discount: { kind: partner.promotionKind, value: partner.promotionValue },
    quota: { limit: partner.quotaLimit, remaining: Math.max(0, partner.quotaLimit - used) },
    freeDeliveryThresholdCents: freeDeliveryThresholdOf(partner.freeDeliveryThresholdCents, FREE_DELIVERY_THRESHOLD_CENTS),
  }, coupon, points, quote, zone);
  if (cart.points.problem) throw pointsRefusal(points.balance);
  return { cart, periodStart: period.start, couponId: coupon?.row.id, quote };
}

export async function placeOrder(deps: ApiDeps, request: PlaceOrderRequest): Promise<StoredAnswer> {
  const { partner, customerId, input } = request;
  const owner = { customerId, partnerId: partner.id };
  const provider = checkPaymentChoice(deps, input);
  const hash = requestHash(input);
  const now = deps.now();

  const outcome = await deps.db.transaction(async (tx): Promise<{ answer: StoredAnswer; placed?: Placed }> => {
    const claim = await claimIdempotencyKey(tx, { customerId, key: request.key, hash, now });
    if (claim.kind === 'replay') return { answer: claim.answer };
    const customer = await lockCustomer(tx, customerId);
    // A deleted account places nothing (decision 0096): its deletion took the row's lock first, or waits for this order.
    if (!customer || customer.deletedAt) throw unauthorized('token_invalid');
    const language = request.language ?? (customer.language === 'en' ? 'en' : 'el');
    const cartId = await lockCart(tx, owner, now, false);
    const resumed = cartId === undefined ? undefined : await checkoutAgainInTx(tx, deps, { owner, partner, cartId, hash, now });
    if (resumed) {
      await recordAnswer(tx, claim.id, resumed.answer, resumed.orderId);
      return { answer: resumed.answer };
    }
    // The buyer's company (issue #50): a viewer places nothing, on account needs a company.
    const member = await companyMemberFor(tx, owner, input);
    const resolved = await resolveOrderInput(tx, owner, input, member);
    // The islands' VAT for an invoice to a business there, delivered there (decision 0077); none for
    // a business of another member state VIES confirmed for this customer in the last day (0078).
    const foreign = input.documentType === 'Invoice' && input.invoice && isForeignVatNumber(input.invoice.vatNumber) ? input.invoice.vatNumber : undefined;
    const euVatVerified = foreign !== undefined && (await recentValidCheck(tx, customerId, foreign, now)) !== undefined;
    const delivery = resolved.shippingAddress ?? (resolved.locker && { country: 'GR', postalCode: resolved.locker.postalCode });
    const zone = vatZoneOf({ type: input.documentType, billing: resolved.billing, delivery, euVatVerified });

    const { cart, periodStart, couponId, quote } = await priceInTransaction(tx, owner, language, now, zone);
    if (cartId === undefined || cart.lines.length === 0) throw new ApiError(409, 'cart_empty');
    const problems = cartLinesRefusal(cart.lines);
    if (problems) throw problems;
    if (cart.quota.exceeded) {
      const { discountedUnits, remaining, limit } = cart.quota;
      throw new ApiError(409, 'quota_exceeded', undefined, undefined, { quota: { discountedUnits, remaining, limit } });
    }
    // The threshold read with the cart, in this transaction: the one the shopper was shown.
    const rates = checkoutRates(deps.env, cart.freeDeliveryThreshold);
    // The parcel's weight to where it goes (decision 0088): the checkout priced the same parcel.
    const shipping = shippingQuote(input.shippingMethod, { grams: cart.weightGrams, zone: delivery ? shippingZoneOf(delivery.country, delivery.postalCode) : 'mainland' }, cart.totals.total, rates);
    if (!shipping.available) throw new ApiError(400, 'parcel_too_heavy', { shippingMethod: 'parcel_too_heavy' });
    const totals = orderTotals(cart.totals, shipping.cents, codFee(input.paymentMethod, rates), zone);
    if (totals.total !== input.expectedTotal) {
      throw new ApiError(409, 'price_changed', undefined, undefined, { expectedTotal: { total: totals.total, expected: input.expectedTotal } });
    }

    // Over the company's approval rules: a purchase request that waits for an approver (decision 0102).
    const company = member && (await companyRules(tx, deps, member, input, totals.total, now));
    const awaiting = company?.holdUntil !== undefined;

    // A bundle line takes its parts' stock (issue #45); a gift card pays part or all of the total.
    const parts = await bundlePartsOf(tx, cart.lines.map((l) => l.productId));
    await reserveCartStock(tx, cart.lines, parts);
    const giftCard = await checkGiftCardPayment(tx, partner.id, input.giftCard, totals.total, now);
    const due = totals.total - (giftCard?.cents ?? 0);
    const chosen = due > 0 ? provider : undefined;
    // A request pays nothing until it is approved (approve-request.ts starts its payment then).
    const online = awaiting ? undefined : chosen;
    const uid = newOrderUid();
    const orderNumber = await nextOrderNumber(tx, partner, now);
    const paymentDueAt = online ? paymentDeadline(now, deps.env.PAYMENT_ATTEMPT_MINUTES) : undefined;
    const orderId = await insertOrder(tx, { uid, orderNumber, partnerId: partner.id, customerId, language, input, resolved, cart, totals, providerName: chosen?.name, paymentDueAt, placedByStaffId: request.placedByStaffId, company: companyColumns(company), now });
    await writeOrderLineParts(tx, orderId, cart.lines, parts);
    if (giftCard) await payWithGiftCard(tx, orderId, giftCard, now);
    await consumeQuota(tx, { ...owner, periodStart, units: cart.quota.discountedUnits, orderId, now });
    await redeemCartCoupon(tx, { cartId, couponId, customerId, orderId, discountCents: cart.totals.coupon, now });
    await redeemForOrder(tx, { ...owner, cartId, orderId, points: cart.points.applied, now });
    await markQuoteOrdered(tx, quote, { orderId, cartId, now });
    // Gift cards are money, not goods: they earn no points.
    const giftCardIds = await giftCardProductIds(tx, cart.lines.map((l) => l.productId));
    await earnForOrder(tx, { ...owner, orderId, goodsCents: pointsBaseCents(cart.lines.map((l) => ({ grossCents: l.total.gross, giftCard: giftCardIds.has(l.productId) }))), now });
    await rememberOrderAddresses(tx, owner, { billing: input.saveBilling ? input.billing : null, shipping: resolved.saveAddress }, now);
    const approval = company && (await writeCompanyOrder(tx, company, { orderId, dueCents: due, input, now }));
    let payment: PlaceOrderResponse['payment'] = { kind: 'none' };
    if (online) {
      const attempt = await insertAttempt(tx, { orderId, provider: online.name, amountCents: due, now, expiresAt: paymentDueAt! });
      payment = { kind: 'redirect', url: attemptPageUrl(deps, { uid: attempt, provider: online.name }, { language, partnerCode: partner.code }) };
    } else if (provider && !awaiting) {
      // Paid in full by a gift card: nothing is left to pay online, and its sale document is due now (decision 0066).
      await markPaidByGiftCard(tx, orderId, now);
      await issueSaleDocument(tx, issuerOf(deps.env), orderId, now);
    }
    // Paid on delivery: the cart becomes the order now. Paid online: the cart stays until the
    // payment is confirmed (a cancelled payment leaves the customer where they were).
    if (!online) await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));

    const body: PlaceOrderResponse = { uid, orderNumber, status: 0, payment, ...(approval ? { approval } : {}) };
    const answer: StoredAnswer = { status: 201, body };
    await recordAnswer(tx, claim.id, answer, orderId);
    return { answer, placed: { orderId, language, firstName: customer.firstName, requestId: approval?.requestId } };
  });

  // A purchase request: its approvers and its buyer are told instead (request-mail.ts).
  if (outcome.placed?.requestId !== undefined) await mailNewRequest(deps, outcome.placed.requestId);
  else if (outcome.placed) await sendOrderMail(deps, partner, outcome.placed);
  return outcome.answer;
}
