import { z } from 'zod';
import { acsRefusal, type AcsAlias, type AcsAnswer } from './acs-contract';

/**
 * ACS's cash-on-delivery remittances (issue #48 item 5, decision 0091), as ACS's API document
 * describes them ("ΑΝΑΛΥΣΗ ΑΠΟΔΟΣΗΣ ΑΝΤΙΚΑΤΑΒΟΛΩΝ"): `ACS_COD_Beneficiary_Info` with `User_locals`
 * and `COD_Payment_Date` ('YYYY-MM-DD': the remittances paid over to the shop's bank account on that
 * very day, not from it) answers one table row per voucher paid — `POD` (the voucher),
 * `Parcel_COD_Amount` (the cash collected), `Customer_RefNo_1`/`_2` (the voucher's
 * `Reference_Key1`/`2`), `COD_Amount_Cach` (sic) and `COD_Amount_CreditCard` (how the recipient paid),
 * `Parcel_Pickup_Date`, `Parcel_Delivery_Date`, `Customer_Code`; its value row carries `Error_msg`.
 * Pure: the request and the reading, for the adapter and the sandbox alike.
 */
export const ACS_COD_ALIAS = 'ACS_COD_Beneficiary_Info' satisfies AcsAlias;

/** One voucher's cash paid over to the shop: the voucher, what ACS paid (cents), its split, and the voucher's reference. */
export type AcsCodRemittance = { voucher: string; amountCents: number; cashCents: number; cardCents: number; reference: string | null };

/** A day in the form ACS takes it ('YYYY-MM-DD'). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The call's parameters for the remittances paid on `day`. */
export function acsCodRemittanceParameters(day: string): Record<string, string> {
  if (!DAY.test(day)) throw new RangeError(`a payment day is YYYY-MM-DD, got "${day}"`);
  return { COD_Payment_Date: day };
}

/** Euros as ACS writes them (a number, or a text with a point or a comma) in cents; undefined when it is not an amount. */
function centsOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

const zVoucher = z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().regex(/^\d{6,15}$/));
const zRow = z.object({ POD: zVoucher, Parcel_COD_Amount: z.unknown(), COD_Amount_Cach: z.unknown().optional(), COD_Amount_CreditCard: z.unknown().optional(), Customer_RefNo_1: z.unknown().optional() });

/** What ACS says when a day has no remittance, rather than an empty table (its other reports word it so). */
const NOTHING_FOUND = /δεν βρέθηκ|no data|not found/i;

/**
 * The remittances of an answer, and how many rows could not be read (no voucher, no amount). An
 * answer without rows that carries a message other than "nothing found" is a refusal (a request ACS
 * cannot run): `refusal`, for the caller to raise.
 */
export function readCodRemittances(answer: AcsAnswer): { remittances: AcsCodRemittance[]; unreadable: number; refusal?: string } {
  const remittances: AcsCodRemittance[] = [];
  let unreadable = 0;
  for (const raw of answer.table) {
    const row = zRow.safeParse(raw);
    const amountCents = row.success ? centsOf(row.data.Parcel_COD_Amount) : undefined;
    if (!row.success || amountCents === undefined) {
      unreadable += 1;
      continue;
    }
    const reference = typeof row.data.Customer_RefNo_1 === 'string' && row.data.Customer_RefNo_1.trim() !== '' ? row.data.Customer_RefNo_1.trim() : null;
    remittances.push({ voucher: row.data.POD, amountCents, cashCents: centsOf(row.data.COD_Amount_Cach) ?? 0, cardCents: centsOf(row.data.COD_Amount_CreditCard) ?? 0, reference });
  }
  const message = acsRefusal(answer);
  const refusal = answer.table.length === 0 && message && !NOTHING_FOUND.test(message) ? message : undefined;
  return { remittances, unreadable, ...(refusal ? { refusal } : {}) };
}

/** The shop's reference of a remittance: the day ACS paid it and the voucher (ACS gives the payment no number of its own). */
export const codRemittanceRef = (day: string, voucher: string): string => `ACS ${day} ${voucher}`;

/** A row as ACS answers it (the sandbox's): amounts as numbers with two decimals, the dates as ACS writes them. */
export function acsCodRemittanceRow(r: AcsCodRemittance & { customerCode: string; sender: string; receiver: string; pickupDate: string; deliveryDate: string }): Record<string, unknown> {
  const euros = (cents: number) => Number((cents / 100).toFixed(2));
  return {
    Customer_Code: r.customerCode,
    POD: r.voucher,
    Parcel_Sender: r.sender,
    Parcel_Receiver: r.receiver,
    Parcel_Pickup_Date: `${r.pickupDate}T00:00:00`,
    Parcel_Delivery_Date: `${r.deliveryDate}T00:00:00`,
    Parcel_COD_Amount: euros(r.amountCents),
    Customer_RefNo_1: r.reference ?? '',
    Customer_RefNo_2: '',
    COD_Amount_Cach: euros(r.cashCents),
    COD_Amount_CreditCard: euros(r.cardCents),
  };
}

/** The calendar day in Athens of an instant ('YYYY-MM-DD'). */
export const athensDay = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(at);

/** A day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** Every day in Athens from `from`'s to `to`'s, both included, oldest first (none when `from` is later). */
export function athensDays(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let day = athensDay(from), last = athensDay(to); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The working day (Monday to Friday) `n` working days after `day`: when ACS pays a delivery's cash over (the sandbox's delay). */
export function workingDaysAfter(day: string, n: number): string {
  let out = day;
  for (let left = n; left > 0; ) {
    out = addDays(out, 1);
    const weekday = new Date(`${out}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return out;
}
