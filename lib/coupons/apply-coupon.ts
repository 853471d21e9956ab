import type { CombinationPolicy } from '@/lib/contract/enums';
import { divideRounded, type LineTotals } from '@/lib/rules/pricing';

/**
 * How a coupon combines with the partner's discount (issue #18 item 4; SPEC's combination
 * policies), one cart at a time, in gross cents. Per line, with L the list unit price, P the
 * partner's discount per unit and c(b) the coupon's discount on a unit price b:
 *
 * - ProductOnly: a line with the partner's discount keeps it alone; the coupon takes c(L) on the others.
 * - CouponOnly: where the coupon gives something, c(L) replaces the partner's discount.
 * - Maximum: the larger of the partner's discount and c(L) on each line.
 * - Additive: both, each on the list price (P + c(L)), never below zero.
 * - Multiplicative: the coupon on the discounted price (P + c(L − P)).
 *
 * Percentage: c(b) = b × value % per unit, rounded per unit like the partner's discount. Bogo (buy
 * one, get one): every second unit of a line is free, c(b) = ⌊quantity / 2⌋ × b. FixedAmount: value
 * cents off the cart's eligible lines, shared in proportion to what each would pay (the largest
 * remainders take the odd cents); under Maximum the whole amount is weighed against the partner's
 * whole discount. Only lines whose product may be discounted (`eligible`) take a coupon. A line
 * the coupon changes has its net and VAT taken again from its new gross.
 */
export type CouponTerms = { kind: 'Percentage' | 'FixedAmount' | 'Bogo'; value: number; policy: CombinationPolicy };

export type CouponLineInput = {
  /** The line priced with the partner's discount (lib/rules/pricing lineTotals). */
  totals: LineTotals;
  /** List gross and the partner's gross discount, per unit. */
  listUnit: number;
  partnerUnit: number;
  /** VAT rate in basis points (2400 = 24 %). */
  rateBasisPoints: number;
  eligible: boolean;
};

export type CouponLine = LineTotals & { coupon: number };
export type CouponOutcome = { lines: CouponLine[]; coupon: number };

type Split = { partner: number; coupon: number };

/** The coupon's discount on `quantity` units of price `unit`, for Percentage and Bogo. */
function perUnitCoupon(terms: CouponTerms, unit: number, quantity: number): number {
  if (terms.kind === 'Bogo') return Math.floor(quantity / 2) * unit;
  return divideRounded(unit * terms.value, 100) * quantity;
}

function lineSplit(terms: CouponTerms, line: CouponLineInput): Split {
  const q = line.totals.quantity;
  const partner = line.partnerUnit * q;
  if (!line.eligible) return { partner, coupon: 0 };
  const onList = perUnitCoupon(terms, line.listUnit, q);
  switch (terms.policy) {
    case 'ProductOnly':
      return partner > 0 ? { partner, coupon: 0 } : { partner: 0, coupon: onList };
    case 'CouponOnly':
      return onList > 0 ? { partner: 0, coupon: onList } : { partner, coupon: 0 };
    case 'Maximum':
      return onList > partner ? { partner: 0, coupon: onList } : { partner, coupon: 0 };
    case 'Additive':
      return { partner, coupon: Math.min(onList, line.listUnit * q - partner) };
    case 'Multiplicative':
      return { partner, coupon: perUnitCoupon(terms, line.listUnit - line.partnerUnit, q) };
  }
}

/** `amount` shared over `weights` in proportion, whole cents, largest remainders first. */
export function shareAmount(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / sum));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (amount * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (weights[i]! > 0) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

function fixedSplits(terms: CouponTerms, lines: readonly CouponLineInput[]): Split[] {
  const partnerOf = (line: CouponLineInput) => line.partnerUnit * line.totals.quantity;
  const listOf = (line: CouponLineInput) => line.listUnit * line.totals.quantity;
  const share = (bases: number[], keepPartner: (line: CouponLineInput) => boolean) => {
    const total = Math.min(terms.value, bases.reduce((a, b) => a + b, 0));
    const coupons = shareAmount(total, bases);
    return lines.map((line, i) => ({ partner: keepPartner(line) ? partnerOf(line) : 0, coupon: coupons[i]! }));
  };
  const replacing = () => share(lines.map((l) => (l.eligible ? listOf(l) : 0)), (l) => !l.eligible);
  switch (terms.policy) {
    case 'ProductOnly':
      return share(lines.map((l) => (l.eligible && partnerOf(l) === 0 ? listOf(l) : 0)), () => true);
    case 'CouponOnly':
      return replacing();
    case 'Maximum': {
      const eligibleList = lines.reduce((s, l) => s + (l.eligible ? listOf(l) : 0), 0);
      const partnerOnEligible = lines.reduce((s, l) => s + (l.eligible ? partnerOf(l) : 0), 0);
      return Math.min(terms.value, eligibleList) > partnerOnEligible ? replacing() : lines.map((l) => ({ partner: partnerOf(l), coupon: 0 }));
    }
    case 'Additive':
    case 'Multiplicative':
      return share(lines.map((l) => (l.eligible ? listOf(l) - partnerOf(l) : 0)), () => true);
  }
}

/** The line as the split prices it; unchanged (the partner's price) when the split is that. */
function pricedLine(line: CouponLineInput, split: Split): CouponLine {
  const { totals } = line;
  if (split.coupon === 0 && split.partner === totals.discountCents) return { ...totals, coupon: 0 };
  const grossCents = totals.listGrossCents - split.partner - split.coupon;
  const netCents = divideRounded(grossCents * 10_000, 10_000 + line.rateBasisPoints);
  return { ...totals, discountCents: split.partner, grossCents, netCents, vatCents: grossCents - netCents, coupon: split.coupon };
}

/** The cart's lines with the coupon applied (none: the lines as they are) and the coupon's whole discount. */
export function applyCoupon(lines: readonly CouponLineInput[], terms: CouponTerms | null): CouponOutcome {
  if (!terms) return { lines: lines.map((line) => ({ ...line.totals, coupon: 0 })), coupon: 0 };
  const splits = terms.kind === 'FixedAmount' ? fixedSplits(terms, lines) : lines.map((line) => lineSplit(terms, line));
  const priced = lines.map((line, i) => pricedLine(line, splits[i]!));
  return { lines: priced, coupon: priced.reduce((sum, line) => sum + line.coupon, 0) };
}
