import type { LifecycleStatus } from './order-lifecycle';

/**
 * THE rule for what an order holds in each status, and so what every transition takes and gives
 * back (issue #44 item 1): stock, the discount quota, the coupon's redemption, the quote, the
 * points it redeemed and the points it earned. Every path that moves an order (cancel, expiry,
 * revival, return receiving, refund, a staff change) computes its effects here and the services
 * only execute them. A new kind of holding (a company's credit) is one more field of `Holdings`
 * with its line in `holdingsOf` and in `effectsBetween`.
 *
 * Stock is counted in the order's line units; which variants they are (a bundle line's parts) is
 * lib/rules/bundle-stock.ts's `stockByVariant`, which every stock effect is executed over. The
 * gift-card amount an order paid with is held as the redeemed points are (given back when it ends).
 *
 * - Before its goods leave the shop (Pending … ReadyForPickup) and while they are out or back after
 *   a failed delivery (InDelivery, PartiallyDelivered, NotDelivered), the order holds everything:
 *   its units out of stock, its quota units, its coupon redemption and its quote, the points it
 *   redeemed debited, and the points it earned pending.
 * - Completed: the same, its earned points approved.
 * - PartiallyReturned: what came back is back in stock, and its share of the earned points is taken
 *   back (approved if the order had been Completed, pending otherwise).
 * - Returned, Refund: the goods with the customer (or back through a return) stay out of stock
 *   as counted by the returns, the quota, coupon and quote stay used; the redeemed points are given
 *   back and the earned ones taken back. A Refund of an order whose goods never left (refunded from
 *   a status before shipping, NotDelivered, or Cancelled: money that came late) and Cancelled
 *   release everything.
 */
export type PointsHeld = { pending: number; approved: number };

export type Holdings = {
  /** Units the order keeps out of stock (ordered minus those received back). */
  stock: number;
  /** Discounted units counted against the customer's quota. */
  quota: number;
  /** The coupon's redemption (it counts against the coupon's limits). */
  coupon: boolean;
  /** The accepted quote it was ordered at (no other order may use it). */
  quote: boolean;
  /** Loyalty points the order took off the customer's balance. */
  redeemed: number;
  /** Loyalty points the order earned and still gives. */
  earned: PointsHeld;
  /** Cents the order took off a gift card (issue #45: given back as the redeemed points are). */
  giftCard: number;
};

/** What the rule needs to know about an order besides its status. */
export type OrderFacts = {
  units: number;
  discountedUnits: number;
  coupon: boolean;
  quote: boolean;
  pointsRedeemed: number;
  pointsEarned: number;
  /** Units received back through returns, and the earned points their value took back. */
  returnedUnits: number;
  returnedPoints: number;
  /** The order reached Completed (its earned points were approved). */
  completed: boolean;
  /** For a Refund: the status it was refunded from. */
  refundedFrom?: LifecycleStatus;
  /** Cents the order paid with a gift card. */
  giftCardCents?: number;
};

export const NO_HOLDINGS: Holdings = { stock: 0, quota: 0, coupon: false, quote: false, redeemed: 0, earned: { pending: 0, approved: 0 }, giftCard: 0 };

/** Statuses in which the goods never left the shop or are back after a failed delivery: ending there releases everything. */
const AT_SHOP: ReadonlySet<LifecycleStatus> = new Set(['Pending', 'CheckingStock', 'Processing', 'Invoiced', 'ReadyForPickup', 'NotDelivered']);

/** Whether an order in `status` has released everything (stock, quota, coupon, quote). */
export function releasedIn(status: LifecycleStatus, refundedFrom?: LifecycleStatus): boolean {
  if (status === 'Cancelled') return true;
  return status === 'Refund' && (refundedFrom === undefined || refundedFrom === 'Cancelled' || AT_SHOP.has(refundedFrom));
}

/** Statuses in which the order is over for loyalty: redeemed points given back, earned ones taken back. */
const ENDED: ReadonlySet<LifecycleStatus> = new Set(['Cancelled', 'Returned', 'Refund']);

/** What an order in `status` holds. */
export function holdingsOf(status: LifecycleStatus, facts: OrderFacts): Holdings {
  if (releasedIn(status, facts.refundedFrom)) return NO_HOLDINGS;
  const kept = {
    stock: Math.max(0, facts.units - facts.returnedUnits),
    quota: Math.max(0, facts.discountedUnits),
    coupon: facts.coupon,
    quote: facts.quote,
  };
  if (ENDED.has(status)) return { ...kept, redeemed: 0, earned: { pending: 0, approved: 0 }, giftCard: 0 };
  const points = Math.max(0, facts.pointsEarned - facts.returnedPoints);
  const approved = status === 'Completed' || (facts.completed && status === 'PartiallyReturned');
  const earned = approved ? { pending: 0, approved: points } : { pending: points, approved: 0 };
  return { ...kept, redeemed: Math.max(0, facts.pointsRedeemed), earned, giftCard: Math.max(0, facts.giftCardCents ?? 0) };
}

/** One thing a transition takes (`take`) or gives back (`give_back`); earned points may also be `approve`d. */
export type HoldingEffect =
  | { holding: 'stock'; op: 'take' | 'give_back'; units: number }
  | { holding: 'quota'; op: 'take' | 'give_back'; units: number }
  | { holding: 'coupon'; op: 'take' | 'give_back' }
  | { holding: 'quote'; op: 'take' | 'give_back' }
  | { holding: 'giftCard'; op: 'take' | 'give_back'; cents: number }
  | { holding: 'redeemed'; op: 'take' | 'give_back'; points: number }
  | { holding: 'earned'; op: 'approve' }
  | { holding: 'earned'; op: 'earn' | 'take_back'; status: 'pending' | 'approved'; points: number };

/**
 * The effects that move an order's holdings from `current` to `target`, in the order they are to
 * be executed (the services' lock order: stock, quota, coupon, quote, gift card, then the loyalty ledger).
 * Earned points: pending ones become approved together (`approve`, which the ledger does by
 * approving the pending rows), then what is still off is earned or taken back. Taking back
 * approved points goes only as far as the customer's balance (the executor's business: some may
 * have been spent).
 */
export function effectsBetween(current: Holdings, target: Holdings): HoldingEffect[] {
  const effects: HoldingEffect[] = [];
  const step = (diff: number) => (diff > 0 ? ('take' as const) : ('give_back' as const));
  if (target.stock !== current.stock) effects.push({ holding: 'stock', op: step(target.stock - current.stock), units: Math.abs(target.stock - current.stock) });
  if (target.quota !== current.quota) effects.push({ holding: 'quota', op: step(target.quota - current.quota), units: Math.abs(target.quota - current.quota) });
  if (target.coupon !== current.coupon) effects.push({ holding: 'coupon', op: target.coupon ? 'take' : 'give_back' });
  if (target.quote !== current.quote) effects.push({ holding: 'quote', op: target.quote ? 'take' : 'give_back' });
  if (target.giftCard !== current.giftCard) effects.push({ holding: 'giftCard', op: step(target.giftCard - current.giftCard), cents: Math.abs(target.giftCard - current.giftCard) });
  if (target.redeemed !== current.redeemed) effects.push({ holding: 'redeemed', op: step(target.redeemed - current.redeemed), points: Math.abs(target.redeemed - current.redeemed) });
  let { pending, approved } = current.earned;
  if (target.earned.approved > 0 && pending > 0) {
    effects.push({ holding: 'earned', op: 'approve' });
    approved += pending;
    pending = 0;
  }
  const earn = (diff: number) => (diff > 0 ? ('earn' as const) : ('take_back' as const));
  if (target.earned.pending !== pending) effects.push({ holding: 'earned', op: earn(target.earned.pending - pending), status: 'pending', points: Math.abs(target.earned.pending - pending) });
  if (target.earned.approved !== approved) effects.push({ holding: 'earned', op: earn(target.earned.approved - approved), status: 'approved', points: Math.abs(target.earned.approved - approved) });
  return effects;
}

/** The facts as they are once the order is in `to` (a Refund remembers where it came from; Completed approves). */
export function factsAfter(from: LifecycleStatus, to: LifecycleStatus, facts: OrderFacts): OrderFacts {
  return { ...facts, completed: facts.completed || to === 'Completed', refundedFrom: to === 'Refund' && from !== 'Refund' ? from : facts.refundedFrom };
}

/**
 * What moving from `from` to `to` takes and gives back. `actual`: the holdings the ledgers show for
 * the order (what can be read per order: quota rows, the redemption, the quote, the loyalty rows),
 * which stand in for the rule's view of `from`; `changed`: facts the move itself changes (a received
 * return's units and points).
 */
export function transitionEffects(from: LifecycleStatus, to: LifecycleStatus, facts: OrderFacts, actual?: Partial<Holdings>, changed?: Partial<OrderFacts>): HoldingEffect[] {
  return effectsBetween({ ...holdingsOf(from, facts), ...actual }, holdingsOf(to, factsAfter(from, to, { ...facts, ...changed })));
}
