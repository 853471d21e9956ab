/**
 * A shipment's digital delivery note (issue #48 item 3, decision 0089): myDATA's 9.3 Δελτίο
 * Αποστολής, issued when the parcel is handed to the carrier. It carries the goods (code,
 * description, quantity; no amounts: the sale document carries those), the movement (dispatch date
 * and time in Athens, the purpose — a sale — and the loading and delivery addresses). Pure.
 */
import { DELIVERY_NOTE_VAT_CATEGORY, MovePurposes, PIECES } from './mydata-codes';
import { athensIssueDate } from './mydata-uid';
import type { MydataAddress, MydataLine, MydataMovement } from './mydata-xml';

export type DeliveredGoods = { code: string; description: string; quantity: number };

/** How a delivery note names a line's goods: the product's name, and its size when it has one. */
export const goodsDescription = (name: string, size: string | null): string => (size ? `${name} ${size}` : name);

/** One line per order line: the goods and how many, no amounts (category 8, without VAT). */
export function deliveryNoteLines(goods: readonly DeliveredGoods[]): MydataLine[] {
  if (goods.length === 0) throw new RangeError('a delivery note needs goods');
  return goods.map((g) => {
    if (!Number.isSafeInteger(g.quantity) || g.quantity < 1) throw new RangeError(`quantity must be a whole number ≥ 1, got ${g.quantity}`);
    return { netCents: 0, vatCategory: DELIVERY_NOTE_VAT_CATEGORY, vatCents: 0, item: { code: g.code.slice(0, 50), description: g.description.slice(0, 300), quantity: g.quantity, unit: PIECES } };
  });
}

const athensTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The movement of goods leaving `loading` for `delivery` at `dispatchedAt` (Athens date and time, as myDATA takes them). */
export function deliveryMovement(dispatchedAt: Date, loading: MydataAddress, delivery: MydataAddress): MydataMovement {
  return { dispatchDate: athensIssueDate(dispatchedAt), dispatchTime: athensTime.format(dispatchedAt), movePurpose: MovePurposes.sale, loading, delivery };
}

/**
 * A one-line Greek address as the shop's settings hold it ("Λεωφ. Συγγρού 100, 117 41 Αθήνα") in
 * myDATA's parts: the street before the last comma, then the postal code (five digits, a space
 * allowed) and the city. Undefined when it has no postal code to read.
 */
export function splitPostalAddress(text: string): MydataAddress | undefined {
  const comma = text.lastIndexOf(',');
  const street = comma > 0 ? text.slice(0, comma).trim() : '';
  const rest = (comma > 0 ? text.slice(comma + 1) : text).trim();
  const match = /^(\d{3})\s?(\d{2})\s+(.+)$/.exec(rest);
  if (!match) return undefined;
  const city = match[3]!.replace(/,.*$/, '').trim();
  return { ...(street ? { street: street.slice(0, 150) } : {}), postalCode: `${match[1]}${match[2]}`, city: city.slice(0, 150) };
}
