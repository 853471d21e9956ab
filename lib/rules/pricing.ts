import type { PriceBasis, TaxCategory, TaxRateCategory } from '@/lib/contract/enums';
import { rateInZone, type VatZone } from './vat-zone';

/**
 * Prices and taxes (DESIGN §5), in integer cents.
 *
 * - Tax rates (Greek): Normal 24 %, Reduced 13 %, ExtraReduced 6 %, Zero and Exempt 0 %.
 * - A product price is stored net (`BeforeTaxes`) or gross (`AfterTaxes`).
 * - The partner discount (Percentage: whole percent; FixedAmount: cents per unit) applies only to
 *   discountable products, to the GROSS unit price (the price the customer sees), and never takes
 *   it below zero. VAT is then taken out of the discounted gross price.
 *
 * Rounding: every division rounds half away from zero to whole cents, once per UNIT
 * (list gross, discount, net); line totals are the unit amounts times the quantity, so a line is
 * always exactly `quantity ×` what the product card shows, and net + VAT = gross on every line.
 * For a net-stored price without discount the net amount comes back unchanged
 * (gross = net + round(net × rate), and round(gross / (1 + rate)) = net for every rate ≤ 100 %).
 */
export type ProductTaxCategory = TaxCategory | TaxRateCategory;

/** Rates in basis points (1 % = 100). */
export const TAX_RATE_BASIS_POINTS: Record<ProductTaxCategory, number> = {
  Normal: 2400,
  Reduced: 1300,
  ExtraReduced: 600,
  Zero: 0,
  Exempt: 0,
};

/** The rate as a percentage (24, 13, 6, 0). */
export const taxRatePercent = (category: ProductTaxCategory): number => TAX_RATE_BASIS_POINTS[category] / 100;

export type PartnerDiscount = { kind: 'Percentage' | 'FixedAmount'; value: number };

export type UnitPriceInput = {
  priceCents: number;
  priceBasis: PriceBasis;
  taxCategory: ProductTaxCategory;
  /** Whether the partner discount may apply to the product. */
  discountable: boolean;
  /** The partner's discount; null or absent = none. */
  discount?: PartnerDiscount | null;
};

export type UnitPrice = {
  /** Net price per unit after the discount. */
  netCents: number;
  vatCents: number;
  /** What the customer pays per unit (net + VAT). */
  grossCents: number;
  /** Gross price per unit before the discount. */
  listGrossCents: number;
  /** Gross discount per unit (listGross − gross). */
  discountCents: number;
  discounted: boolean;
};

export type LineTotals = Omit<UnitPrice, 'discounted'> & { quantity: number };

/** a / b rounded half away from zero; b > 0, both whole numbers. */
export function divideRounded(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0) throw new RangeError(`divideRounded(${a}, ${b})`);
  const q = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole non-negative cents, got ${value}`);
}

/** The gross discount per unit on a list gross price. */
export function discountPerUnit(listGrossCents: number, discount: PartnerDiscount | null | undefined): number {
  if (!discount) return 0;
  if (discount.kind === 'Percentage') {
    if (!Number.isInteger(discount.value) || discount.value < 0 || discount.value > 100) {
      throw new RangeError(`a percentage discount must be a whole 0..100, got ${discount.value}`);
    }
    return divideRounded(listGrossCents * discount.value, 100);
  }
  assertCents('a fixed discount', discount.value);
  return Math.min(discount.value, listGrossCents);
}

/** The price of one unit for a partner's customer. */
export function unitPrice(input: UnitPriceInput): UnitPrice {
  const { priceCents, priceBasis, taxCategory } = input;
  assertCents('priceCents', priceCents);
  const rate = TAX_RATE_BASIS_POINTS[taxCategory];
  if (rate === undefined) throw new RangeError(`unknown tax category ${String(taxCategory)}`);
  const listGrossCents = priceBasis === 'AfterTaxes' ? priceCents : priceCents + divideRounded(priceCents * rate, 10_000);
  const discountCents = input.discountable ? discountPerUnit(listGrossCents, input.discount) : 0;
  const grossCents = listGrossCents - discountCents;
  const netCents = divideRounded(grossCents * 10_000, 10_000 + rate);
  return { netCents, vatCents: grossCents - netCents, grossCents, listGrossCents, discountCents, discounted: discountCents > 0 };
}

/** A cart or order line: the unit amounts times the quantity (rounded per unit, then per line). */
export function lineTotals(unit: UnitPrice, quantity: number): LineTotals {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`quantity must be a whole number ≥ 0, got ${quantity}`);
  return {
    quantity,
    netCents: unit.netCents * quantity,
    vatCents: unit.vatCents * quantity,
    grossCents: unit.grossCents * quantity,
    listGrossCents: unit.listGrossCents * quantity,
    discountCents: unit.discountCents * quantity,
  };
}

/** Totals of several lines (SPEC §2 cart: net value, VAT, discount, total). */
export function sumLines(lines: readonly LineTotals[]): LineTotals {
  const total: LineTotals = { quantity: 0, netCents: 0, vatCents: 0, grossCents: 0, listGrossCents: 0, discountCents: 0 };
  for (const line of lines) {
    total.quantity += line.quantity;
    total.netCents += line.netCents;
    total.vatCents += line.vatCents;
    total.grossCents += line.grossCents;
    total.listGrossCents += line.listGrossCents;
    total.discountCents += line.discountCents;
  }
  return total;
}

/**
 * A unit priced at the normal rates (`unitPrice`, a quote's `quotedUnitPrice`) as it is in a VAT
 * zone (./vat-zone.ts, decision 0077): the net amounts stay the shop's, the VAT is the zone's. Each
 * gross amount is taken back to its net at the normal rate and the zone's VAT put on it (rounded
 * per unit as everywhere); the discount is the difference of the two grosses, and the net comes
 * back unchanged from the new gross. The normal zone is the unit itself.
 */
export function unitInZone(unit: UnitPrice, normalBasisPoints: number, zone: VatZone): UnitPrice {
  const rate = rateInZone(normalBasisPoints, zone);
  if (rate === normalBasisPoints) return unit;
  const regross = (gross: number) => {
    const net = divideRounded(gross * 10_000, 10_000 + normalBasisPoints);
    return net + divideRounded(net * rate, 10_000);
  };
  const listGrossCents = regross(unit.listGrossCents);
  const grossCents = regross(unit.grossCents);
  const netCents = divideRounded(grossCents * 10_000, 10_000 + rate);
  const discountCents = listGrossCents - grossCents;
  return { netCents, vatCents: grossCents - netCents, grossCents, listGrossCents, discountCents, discounted: discountCents > 0 };
}
