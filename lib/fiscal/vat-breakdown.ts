/**
 * A fiscal document's VAT per rate (issue #47 item 4): its lines' net and VAT summed by VAT rate,
 * highest rate first, as the PDF prints them ("ΦΠΑ 24 %: on 100.00, 24.00"); they add up to the
 * document's net and VAT. Pure.
 */
import { rateOfVatCategory } from './mydata-codes';
import type { MydataLine } from './mydata-xml';

export type VatRateRow = { rateBasisPoints: number; netCents: number; vatCents: number };

export function vatBreakdown(lines: readonly Pick<MydataLine, 'vatCategory' | 'netCents' | 'vatCents'>[]): VatRateRow[] {
  const rows = new Map<number, VatRateRow>();
  for (const line of lines) {
    const rate = rateOfVatCategory(line.vatCategory);
    const row = rows.get(rate) ?? { rateBasisPoints: rate, netCents: 0, vatCents: 0 };
    row.netCents += line.netCents;
    row.vatCents += line.vatCents;
    rows.set(rate, row);
  }
  return [...rows.values()].sort((a, b) => b.rateBasisPoints - a.rateBasisPoints);
}
