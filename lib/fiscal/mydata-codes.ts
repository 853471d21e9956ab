/**
 * myDATA's codes for the documents this shop issues (issue #47 item 2), as AADE's myDATA REST API
 * documentation defines them: the invoice types, the VAT categories and exemption reasons, the
 * payment methods and the income classifications (E3 types and categories). One pure table for the
 * documents, their PDF, the transmission and its sandbox. The choices the documentation leaves to
 * the issuer are decision 0063's.
 */
import type { PaymentMethod } from '@/lib/rules/checkout-options';

/** The invoice types (`invoiceHeader.invoiceType`) the shop issues. */
export const InvoiceTypes = {
  /** Τιμολόγιο Πώλησης: an Invoice order to a Greek business. */
  salesInvoice: '1.1',
  /** Τιμολόγιο Πώλησης / Ενδοκοινοτικές Παραδόσεις: an Invoice order to a business of another member state (VIES-checked). */
  intraEuSalesInvoice: '1.2',
  /** Πιστωτικό Τιμολόγιο / Συσχετιζόμενο: credits an invoice, carrying its MARK. */
  creditInvoice: '5.1',
  /** Απόδειξη Λιανικής Πώλησης: a Retail order. */
  retailReceipt: '11.1',
  /** Πιστωτικό Στοιχείο Λιανικής: credits a retail receipt. */
  retailCredit: '11.4',
  /** Δελτίο Αποστολής: the digital delivery note of a shipment (issue #48 item 3, decision 0089). */
  deliveryNote: '9.3',
} as const;
export type InvoiceType = (typeof InvoiceTypes)[keyof typeof InvoiceTypes];

export type FiscalPurpose = 'sale' | 'credit';
export type FiscalBuyer = 'retail' | 'domestic-business' | 'eu-business';

/** The document an order (or its credit) is issued as: the order's type, and for an invoice where the buyer is established. */
export function invoiceTypeFor(purpose: FiscalPurpose, buyer: FiscalBuyer): InvoiceType {
  if (buyer === 'retail') return purpose === 'sale' ? InvoiceTypes.retailReceipt : InvoiceTypes.retailCredit;
  if (purpose === 'credit') return InvoiceTypes.creditInvoice;
  return buyer === 'eu-business' ? InvoiceTypes.intraEuSalesInvoice : InvoiceTypes.salesInvoice;
}

/** How the shop names each type in its messages (the PDF's title, the console's column). */
export const INVOICE_TYPE_NAMES = {
  '1.1': 'salesInvoice',
  '1.2': 'intraEuSalesInvoice',
  '5.1': 'creditInvoice',
  '11.1': 'retailReceipt',
  '11.4': 'retailCredit',
  '9.3': 'deliveryNote',
} as const satisfies Record<InvoiceType, string>;

/** The message key of a stored invoice type; undefined for one the shop does not issue. */
export const invoiceTypeName = (type: string): (typeof INVOICE_TYPE_NAMES)[InvoiceType] | undefined =>
  Object.hasOwn(INVOICE_TYPE_NAMES, type) ? INVOICE_TYPE_NAMES[type as InvoiceType] : undefined;

/** `movePurpose` (Σκοπός Διακίνησης): 1 = Πώληση, the only one a shop's shipment has. */
export const MovePurposes = { sale: 1 } as const;

/** A delivery note's line carries goods and no amounts: `vatCategory` 8 (Εγγραφές χωρίς ΦΠΑ), `measurementUnit` 1 (pieces). */
export const DELIVERY_NOTE_VAT_CATEGORY = 8;
export const PIECES = 1;

/** Whether the document credits another one, whose MARK it must carry (`correlatedInvoices`). */
export const isCredit = (type: InvoiceType): boolean => type === InvoiceTypes.creditInvoice || type === InvoiceTypes.retailCredit;

/** `vatCategory` by rate, in basis points (1 % = 100). 0 % is category 7 and needs an exemption reason. */
const VAT_CATEGORY_BY_RATE: ReadonlyMap<number, number> = new Map([
  [2400, 1],
  [1300, 2],
  [600, 3],
  [1700, 4], // the islands' reduced rates (issue #47 item 7)
  [900, 5],
  [400, 6],
  [0, 7],
  [300, 9],
]);

/** The VAT category of a line's rate; a rate myDATA has no category for is a programming error, never a silent default. */
export function vatCategoryOf(rateBasisPoints: number): number {
  const category = VAT_CATEGORY_BY_RATE.get(rateBasisPoints);
  if (category === undefined) throw new Error(`myDATA has no VAT category for a rate of ${rateBasisPoints / 100} %`);
  return category;
}

/** The rate of a VAT category, in basis points (the inverse of `vatCategoryOf`; 7 and 8 carry none). */
export function rateOfVatCategory(category: number): number {
  for (const [rate, c] of VAT_CATEGORY_BY_RATE) if (c === category) return rate;
  return 0;
}

/** Why a line carries no VAT (`vatExemptionCategory`, required with category 7). */
export const VatExemptions = {
  /** Άρθρα 2 και 3 του Κώδικα ΦΠΑ: outside the scope of VAT (a multi-purpose gift card, decision 0041). */
  outsideScope: 1,
  /** Άρθρο 28 του Κώδικα ΦΠΑ: an intra-community supply to a VIES-registered business (reverse charge). */
  intraCommunity: 14,
} as const;
export type VatExemption = (typeof VatExemptions)[keyof typeof VatExemptions];

/** A line's VAT as myDATA takes it: the category, and the exemption reason when there is no VAT. */
export function lineVat(rateBasisPoints: number, buyer: FiscalBuyer, exempt: boolean): { vatCategory: number; vatExemptionCategory?: VatExemption } {
  if (buyer === 'eu-business') return { vatCategory: 7, vatExemptionCategory: VatExemptions.intraCommunity };
  if (exempt || rateBasisPoints === 0) return { vatCategory: 7, vatExemptionCategory: VatExemptions.outsideScope };
  return { vatCategory: vatCategoryOf(rateBasisPoints) };
}

/** The ways a shop order is paid: checkout's, with IRIS (issue #47 item 5) and the company accounts' terms (issue #50) to come. */
export type FiscalPaymentMethod = PaymentMethod | 'iris' | 'on_account';

/** `paymentMethodDetails.type`. */
export const PaymentMethodCodes: Record<FiscalPaymentMethod, number> = {
  /** Paid in cash to the courier: Μετρητά. */
  cod: 3,
  /** A card through the acquirer's hosted page: POS / e-POS. */
  card: 7,
  /** PayPal, a payment institution's account: Web Banking. */
  paypal: 6,
  /** Άμεσες Πληρωμές IRIS. */
  iris: 8,
  /** Payment terms (a company account's invoice paid later): Επί Πιστώσει. */
  on_account: 5,
};

/** What a line sells: goods, or a service (the shipping and the cash-on-delivery fee). */
export type FiscalLineKind = 'goods' | 'service';

/** The E3 income type by buyer: retail, wholesale to Greek businesses, intra-community. */
const INCOME_TYPE: Record<FiscalBuyer, string> = { retail: 'E3_561_003', 'domestic-business': 'E3_561_001', 'eu-business': 'E3_561_005' };
const INCOME_CATEGORY: Record<FiscalLineKind, string> = { goods: 'category1_1', service: 'category1_3' };

/** `incomeClassification`: the E3 type by the buyer, the category by what was sold. */
export function incomeClassification(buyer: FiscalBuyer, kind: FiscalLineKind): { classificationType: string; classificationCategory: string } {
  return { classificationType: INCOME_TYPE[buyer], classificationCategory: INCOME_CATEGORY[kind] };
}
