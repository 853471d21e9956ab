/**
 * The lines of a fiscal document (issue #47 items 2–3): the order's goods grouped by VAT rate
 * (myDATA takes one line per VAT category and income classification; the shop's own PDF keeps the
 * product lines), the shipping and the cash-on-delivery fee as services at the zone's standard rate, split
 * exactly as the order's totals split them (`chargeAmounts`), so the document's net and VAT are
 * the order's to the cent. A gift card is outside the scope of VAT (decision 0041): its own line,
 * category 7 with its exemption. Pure.
 */
import { chargeAmounts, chargeRate } from '@/lib/rules/checkout-options';
import type { VatZone } from '@/lib/rules/vat-zone';
import { incomeClassification, lineVat, type FiscalBuyer } from './mydata-codes';
import type { MydataLine } from './mydata-xml';

export type FiscalGoodsLine = { netCents: number; vatCents: number; rateBasisPoints: number; outsideVat: boolean };

export function fiscalLines(input: { goods: readonly FiscalGoodsLine[]; shippingCents: number; codFeeCents: number; buyer: FiscalBuyer; zone?: VatZone }): MydataLine[] {
  const zone = input.zone ?? 'normal';
  const groups = new Map<string, MydataLine>();
  for (const line of input.goods) {
    const key = `${line.rateBasisPoints}|${line.outsideVat}`;
    const group = groups.get(key) ?? { netCents: 0, vatCents: 0, ...lineVat(line.rateBasisPoints, input.buyer, line.outsideVat), income: incomeClassification(input.buyer, 'goods') };
    group.netCents += line.netCents;
    group.vatCents += line.vatCents;
    groups.set(key, group);
  }
  const services = [input.shippingCents, input.codFeeCents]
    .filter((gross) => gross > 0)
    .map((gross): MydataLine => {
      const { net, vat } = chargeAmounts(gross, zone);
      return { netCents: net, vatCents: vat, ...lineVat(chargeRate(zone), input.buyer, false), income: incomeClassification(input.buyer, 'service') };
    });
  return [...groups.values(), ...services];
}
