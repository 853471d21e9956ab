import { stockByVariant, type HeldLine } from './bundle-stock';
import { holdingsOf, NO_HOLDINGS, transitionEffects, type HoldingEffect, type Holdings, type OrderFacts } from './order-holdings';
import { checkTransition, type LifecycleStatus } from './order-lifecycle';
import { revivalPlan, type RefundReason } from './order-revival';

/**
 * A simple in-memory shop for the model-based property test of the holdings rule (issue #44 item
 * 1; lib/rules/order-holdings.property.test.ts): one variant's free stock, one customer's quota and
 * loyalty balance, one single-use coupon, one quote, one gift card, a bundle of two part variants
 * (issue #45: its lines hold the parts' stock, never their own), and that customer's orders, each
 * with what its ledgers show it holds. Every transition goes through the rule (`transitionEffects`,
 * `revivalPlan`) and this model only executes the effects, as the services do on the tables.
 */
export type ModelOrder = {
  status: LifecycleStatus;
  facts: OrderFacts;
  held: Holdings;
  paid: boolean;
  expired: boolean;
  refundDue: RefundReason | null;
  /** Times a late payment brought it back. */
  revived: number;
  /** Every reason it was flagged for a refund, in order. */
  flagged: RefundReason[];
  /** Its one line: the plain variant, or the bundle (its parts per unit). */
  line: HeldLine;
};

/** The plain variant, and the bundle: one of variant 2 and two of variant 3 per bundle. */
export const PLAIN = 1;
const BUNDLE: HeldLine = { position: 0, variantId: 9, quantity: 1, parts: [{ variantId: 2, quantity: 1 }, { variantId: 3, quantity: 2 }] };
const PLAIN_LINE: HeldLine = { position: 0, variantId: PLAIN, quantity: 1 };

export type World = {
  /** Free stock per variant (PLAIN, and the bundle's parts 2 and 3). */
  stock: Record<number, number>;
  /** The gift card's balance. */
  giftCard: number;
  quotaLimit: number;
  quotaUsed: number;
  balance: number;
  pending: number;
  couponRedemptions: number;
  quoteOwner: number | null;
  orders: ModelOrder[];
  /** What left or entered from outside the modelled orders (for the conservation checks). */
  outside: { stock: Record<number, number>; balance: number; coupon: number; quota: number; giftCard: number };
};

export function newWorld(stock: number, balance: number, quotaLimit: number, giftCard = 0): World {
  const start = () => ({ [PLAIN]: stock, 2: stock, 3: stock * 2 });
  return { stock: start(), giftCard, quotaLimit, quotaUsed: 0, balance, pending: 0, couponRedemptions: 0, quoteOwner: null, orders: [], outside: { stock: start(), balance, coupon: 0, quota: 0, giftCard } };
}

/** The units per variant `units` of the order's line hold. */
const unitsOf = (order: Pick<ModelOrder, 'line'>, units: number) => stockByVariant([{ ...order.line, quantity: units }]);

/** Whether the free stock covers `units` of the line. */
const stockCovers = (world: World, line: HeldLine, units: number) => unitsOf({ line }, units).every((u) => (world.stock[u.variantId] ?? 0) >= u.quantity);

/** Executes effects on the world and the order's ledgers (throws on a resource going negative: the rule let it). */
export function execute(world: World, index: number, effects: readonly HoldingEffect[]): void {
  const order = world.orders[index]!;
  const held = order.held;
  for (const effect of effects) {
    const sign = effect.op === 'take' || effect.op === 'earn' ? 1 : -1;
    switch (effect.holding) {
      case 'stock':
        for (const u of unitsOf(order, effect.units)) world.stock[u.variantId] = (world.stock[u.variantId] ?? 0) - sign * u.quantity;
        held.stock += sign * effect.units;
        break;
      case 'giftCard':
        world.giftCard -= sign * effect.cents;
        held.giftCard += sign * effect.cents;
        break;
      case 'quota':
        world.quotaUsed += sign * effect.units;
        held.quota += sign * effect.units;
        break;
      case 'coupon':
        world.couponRedemptions += sign;
        held.coupon = sign > 0;
        break;
      case 'quote':
        world.quoteOwner = sign > 0 ? index : null;
        held.quote = sign > 0;
        break;
      case 'redeemed':
        world.balance -= sign * effect.points;
        held.redeemed += sign * effect.points;
        break;
      case 'earned':
        if (effect.op === 'approve') {
          world.balance += held.earned.pending;
          world.pending -= held.earned.pending;
          held.earned = { pending: 0, approved: held.earned.approved + held.earned.pending };
        } else if (effect.status === 'pending') {
          world.pending += sign * effect.points;
          held.earned = { ...held.earned, pending: held.earned.pending + sign * effect.points };
        } else {
          // Approved points are taken back only as far as the balance goes.
          const points = sign > 0 ? effect.points : Math.min(effect.points, Math.max(0, world.balance));
          world.balance += sign * points;
          held.earned = { ...held.earned, approved: held.earned.approved + sign * points };
        }
        break;
    }
    if (Object.values(world.stock).some((n) => n < 0) || world.giftCard < 0 || world.quotaUsed > world.quotaLimit || world.balance < 0 || world.couponRedemptions > 1) throw new Error(`effect ${JSON.stringify(effect)} overdrew the world`);
  }
}

/** Places an order if everything it needs is there (as placement checks it); its index or undefined. */
export function place(world: World, facts: OrderFacts, bundle = false): number | undefined {
  const line = bundle ? BUNDLE : PLAIN_LINE;
  if (!stockCovers(world, line, facts.units) || world.giftCard < (facts.giftCardCents ?? 0) || world.quotaUsed + facts.discountedUnits > world.quotaLimit || world.balance < facts.pointsRedeemed) return undefined;
  if ((facts.coupon && world.couponRedemptions > 0) || (facts.quote && world.quoteOwner !== null)) return undefined;
  world.orders.push({ status: 'Pending', facts, held: { ...NO_HOLDINGS, earned: { ...NO_HOLDINGS.earned } }, paid: false, expired: false, refundDue: null, revived: 0, flagged: [], line });
  const index = world.orders.length - 1;
  execute(world, index, transitionEffects('Cancelled', 'Pending', { ...facts }, NO_HOLDINGS));
  return index;
}

const fromLedger = (held: Holdings): Partial<Holdings> => ({ quota: held.quota, coupon: held.coupon, quote: held.quote, redeemed: held.redeemed, earned: { ...held.earned }, giftCard: held.giftCard });

/** A status change the lifecycle allows (staff, the sweep, a cancel), or nothing when it refuses. */
export function change(world: World, index: number, to: LifecycleStatus, shipping: 'courier' | 'store_pickup' = 'courier'): boolean {
  const order = world.orders[index]!;
  const verdict = checkTransition({ status: order.status, shippingMethod: shipping, paymentMethod: 'card', paid: order.paid }, to);
  if (!verdict.ok) return false;
  execute(world, index, transitionEffects(order.status, to, order.facts, fromLedger(order.held)));
  order.facts = { ...order.facts, completed: order.facts.completed || to === 'Completed', refundedFrom: to === 'Refund' && order.status !== 'Refund' ? order.status : order.facts.refundedFrom };
  if (to === 'Refund') order.refundDue = null;
  order.status = to;
  return true;
}

/** The expiry sweep: an unpaid Pending order is cancelled. */
export function expire(world: World, index: number): void {
  const order = world.orders[index]!;
  if (order.status !== 'Pending' || order.paid) return;
  change(world, index, 'Cancelled');
  order.expired = true;
}

/** A payment that arrives (on time, late, or twice). */
export function pay(world: World, index: number): void {
  const order = world.orders[index]!;
  const before = order.refundDue;
  settle(world, index);
  if (order.refundDue && order.refundDue !== before) order.flagged.push(order.refundDue);
}

function settle(world: World, index: number): void {
  const order = world.orders[index]!;
  if (order.paid) {
    order.refundDue ??= 'paid_twice';
    return;
  }
  order.paid = true;
  if (order.status === 'Pending') return;
  if (order.status !== 'Cancelled' || !order.expired) {
    order.refundDue = 'late_payment';
    return;
  }
  const available = {
    stock: stockCovers(world, order.line, order.facts.units),
    giftCard: world.giftCard,
    quota: world.quotaLimit - world.quotaUsed,
    points: world.balance,
    coupon: world.couponRedemptions === 0,
    quote: world.quoteOwner === null,
  };
  const plan = revivalPlan(order.facts, order.held, available);
  if (!plan.revive) {
    order.refundDue = plan.refundReason;
    return;
  }
  execute(world, index, plan.effects);
  order.status = 'Pending';
  order.expired = false;
  order.revived += 1;
}

/** A return of one unit received at the shop; `share` is the earned points its value took back. */
export function receiveReturn(world: World, index: number, share: number): void {
  const order = world.orders[index]!;
  if (!['Invoiced', 'Completed', 'PartiallyDelivered', 'PartiallyReturned'].includes(order.status) || order.facts.returnedUnits >= order.facts.units) return;
  const changed = { returnedUnits: order.facts.returnedUnits + 1, returnedPoints: Math.min(order.facts.pointsEarned, order.facts.returnedPoints + share) };
  const to: LifecycleStatus = changed.returnedUnits >= order.facts.units ? 'Returned' : 'PartiallyReturned';
  execute(world, index, transitionEffects(order.status, to, order.facts, fromLedger(order.held), changed));
  order.facts = { ...order.facts, ...changed };
  order.status = to;
}

/** Every way the world disagrees with the rule (empty when it agrees). */
export function disagreements(world: World): string[] {
  const problems: string[] = [];
  world.orders.forEach((order, i) => {
    const want = holdingsOf(order.status, order.facts);
    const have = order.held;
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const shortfall = have.earned.approved > want.earned.approved && world.balance === 0;
    if (!same({ ...have, earned: have.earned.pending }, { ...want, earned: want.earned.pending }) || !(have.earned.approved === want.earned.approved || shortfall)) {
      problems.push(`order ${i} ${order.status}: holds ${JSON.stringify(have)}, rule ${JSON.stringify(want)}`);
    }
    if (order.paid && order.status === 'Cancelled' && order.refundDue === null) problems.push(`order ${i}: paid, Cancelled, no refund due`);
  });
  const sum = (pick: (h: Holdings) => number) => world.orders.reduce((n, o) => n + pick(o.held), 0);
  for (const variant of Object.keys(world.outside.stock).map(Number)) {
    const held = world.orders.reduce((n, o) => n + (unitsOf(o, o.held.stock).find((u) => u.variantId === variant)?.quantity ?? 0), 0);
    if ((world.stock[variant] ?? 0) + held !== world.outside.stock[variant]) problems.push(`stock of variant ${variant} not conserved`);
  }
  if (world.giftCard + sum((h) => h.giftCard) !== world.outside.giftCard) problems.push('gift card balance differs from the ledger');
  if (world.quotaUsed !== sum((h) => h.quota) + world.outside.quota) problems.push('quota rows differ');
  if (world.couponRedemptions !== sum((h) => (h.coupon ? 1 : 0)) + world.outside.coupon || world.couponRedemptions > 1) problems.push('coupon redemptions differ');
  if (world.orders.filter((o) => o.held.quote).length > 1) problems.push('quote used twice');
  if (world.balance !== world.outside.balance + sum((h) => h.earned.approved) - sum((h) => h.redeemed)) problems.push('balance differs from the ledger');
  if (world.pending !== sum((h) => h.earned.pending)) problems.push('pending differs from the ledger');
  if (world.balance < 0) problems.push('balance below zero');
  return problems;
}
