/**
 * What a credit note credits (issue #47 item 2, decisions 0067 and 0069), line by line: a received
 * return its units' share of their order lines, a cancellation or a refund what is left of the
 * sale after the earlier credits. Lines are compared by their VAT category and income
 * classification (myDATA's own grouping), so a credit never takes any category of the document
 * below zero and its lines add up to the amounts it carries. Pure.
 */
import type { FiscalGoodsLine } from './fiscal-lines';
import type { MydataLine } from './mydata-xml';

export type FiscalAmounts = { net: number; vat: number; total: number };

/** A document's amounts: the sums of its lines. */
export function amountsOf(lines: readonly MydataLine[]): FiscalAmounts {
  const net = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vat = lines.reduce((sum, line) => sum + line.vatCents, 0);
  return { net, vat, total: net + vat };
}

const keyOf = (line: MydataLine) => `${line.vatCategory}|${line.vatExemptionCategory ?? ''}|${line.income?.classificationType ?? ''}|${line.income?.classificationCategory ?? ''}`;

/** Lines of the same category and classification merged, in the order first met. */
function byKey(lines: readonly MydataLine[]): Map<string, MydataLine> {
  const out = new Map<string, MydataLine>();
  for (const line of lines) {
    const seen = out.get(keyOf(line));
    out.set(keyOf(line), seen ? { ...seen, netCents: seen.netCents + line.netCents, vatCents: seen.vatCents + line.vatCents } : { ...line });
  }
  return out;
}

const nonZero = (lines: Iterable<MydataLine>): MydataLine[] => [...lines].filter((line) => line.netCents > 0 || line.vatCents > 0);

/** The sale's lines less what its credit notes credited so far, per category, never below zero. */
export function remainingLines(sale: readonly MydataLine[], credited: readonly (readonly MydataLine[])[]): MydataLine[] {
  const left = byKey(sale);
  for (const line of credited.flat()) {
    const seen = left.get(keyOf(line));
    if (seen) left.set(keyOf(line), { ...seen, netCents: Math.max(0, seen.netCents - line.netCents), vatCents: Math.max(0, seen.vatCents - line.vatCents) });
  }
  return nonZero(left.values());
}

/** `lines`, but per category no more than `remainder` has (a credit never takes the document below zero). */
export function cappedLines(lines: readonly MydataLine[], remainder: readonly MydataLine[]): MydataLine[] {
  const left = byKey(remainder);
  const capped = [...byKey(lines).values()].map((line) => {
    const limit = left.get(keyOf(line));
    return { ...line, netCents: Math.min(line.netCents, limit?.netCents ?? 0), vatCents: Math.min(line.vatCents, limit?.vatCents ?? 0) };
  });
  return nonZero(capped);
}

/**
 * The returned units' share of their order lines, as goods for `fiscalLines` (each line's net and
 * VAT in proportion to the units returned, rounded to the cent; a whole line is its whole amount).
 */
export function returnedGoods(lines: readonly { quantity: number; total: { net: number; vat: number }; taxRateBp: number; returned: number }[]): FiscalGoodsLine[] {
  return lines
    .filter((line) => line.returned > 0 && line.quantity > 0)
    .map((line) => {
      const units = Math.min(line.returned, line.quantity);
      return {
        netCents: Math.round((line.total.net * units) / line.quantity),
        vatCents: Math.round((line.total.vat * units) / line.quantity),
        rateBasisPoints: line.taxRateBp,
        outsideVat: line.taxRateBp === 0,
      };
    });
}
