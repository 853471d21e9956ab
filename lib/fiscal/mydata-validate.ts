/**
 * What the myDATA sandbox checks of each document it is sent (issue #47 item 3, decision 0069):
 * the parts of InvoicesDoc v2.0.1 the shop's documents use, as the schema and AADE's validation
 * rules state them — the elements and their formats, a buyer on every invoice (1.x, 5.1) and none
 * on a retail document (11.x), the correlated MARK of a credit invoice, lines numbered from 1, a
 * VAT exemption reason on category 7, and every total adding up (summary = lines, gross = net +
 * VAT, payments = gross, classifications = net). Pure: an empty list means accepted.
 */
import { z } from 'zod';

export type MydataError = { code: string; message: string };

const decimal = z.string().regex(/^\d{1,13}\.\d{2}$/, 'a decimal amount with two places');
const classification = z.object({ classificationType: z.string().regex(/^E3_\d{3}_\d{3}$/), classificationCategory: z.string().regex(/^category1_\d{1,2}$/), amount: decimal });
const party = z.object({
  // A Greek party's ΑΦΜ is nine digits (checked with its country below); another state's up to 30 characters.
  vatNumber: z.string().regex(/^[0-9A-Z]{2,30}$/, 'a VAT number'),
  country: z.string().regex(/^[A-Z]{2}$/),
  branch: z.string().regex(/^\d{1,9}$/),
  name: z.string().min(1).max(200).optional(),
  address: z.object({ street: z.string().max(150).optional(), number: z.string().max(50).optional(), postalCode: z.string().min(1).max(10), city: z.string().min(1).max(150) }).optional(),
}).superRefine((p, ctx) => {
  if (p.country === 'GR' && !/^\d{9}$/.test(p.vatNumber)) ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'nine digits' });
});
const address = z.object({ street: z.string().max(150).optional(), number: z.string().max(50).optional(), postalCode: z.string().min(1).max(10), city: z.string().min(1).max(150) });
const invoiceSchema = z.object({
  issuer: party,
  counterpart: party.optional(),
  invoiceHeader: z.object({
    series: z.string().min(1).max(50),
    aa: z.string().regex(/^\d{1,50}$/),
    issueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    invoiceType: z.enum(['1.1', '1.2', '5.1', '11.1', '11.4', '9.3']),
    currency: z.literal('EUR'),
    correlatedInvoices: z.array(z.string().regex(/^\d{1,20}$/)).optional(),
    dispatchDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    dispatchTime: z.string().regex(/^\d{2}:\d{2}:\d{2}$/).optional(),
    movePurpose: z.string().regex(/^\d{1,2}$/).optional(),
    otherDeliveryNoteHeader: z.object({ loadingAddress: address, deliveryAddress: address }).optional(),
  }),
  paymentMethods: z.object({ paymentMethodDetails: z.array(z.object({ type: z.string().regex(/^[1-8]$/), amount: decimal })).min(1) }).optional(),
  invoiceDetails: z
    .array(
      z.object({
        lineNumber: z.string().regex(/^\d+$/),
        itemCode: z.string().max(50).optional(),
        itemDescr: z.string().max(300).optional(),
        quantity: z.string().regex(/^\d+(\.\d+)?$/).optional(),
        measurementUnit: z.string().regex(/^\d{1,2}$/).optional(),
        netValue: decimal,
        vatCategory: z.string().regex(/^([1-9]|10)$/),
        vatAmount: decimal,
        vatExemptionCategory: z.string().regex(/^\d{1,2}$/).optional(),
        incomeClassification: z.array(classification).optional(),
      }),
    )
    .min(1),
  invoiceSummary: z.object({
    totalNetValue: decimal,
    totalVatAmount: decimal,
    totalWithheldAmount: decimal,
    totalFeesAmount: decimal,
    totalStampDutyAmount: decimal,
    totalOtherTaxesAmount: decimal,
    totalDeductionsAmount: decimal,
    totalGrossValue: decimal,
    incomeClassification: z.array(classification).optional(),
  }),
});

export type SandboxInvoice = z.infer<typeof invoiceSchema>;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const sum = (amounts: readonly string[]) => amounts.reduce((total, amount) => total + cents(amount), 0);

/** The document read as the schema has it, or the schema's complaints. */
export function readInvoice(raw: unknown): { invoice: SandboxInvoice } | { errors: MydataError[] } {
  const parsed = invoiceSchema.safeParse(raw);
  if (parsed.success) return { invoice: parsed.data };
  return { errors: parsed.error.issues.map((issue) => ({ code: '101', message: `${issue.path.join('.')}: ${issue.message}` })) };
}

/** AADE's rules over a well-formed document; `knownMark` says whether a correlated MARK exists. */
export function invoiceRuleErrors(invoice: SandboxInvoice, knownMark: (mark: string) => boolean): MydataError[] {
  const errors: MydataError[] = [];
  const fail = (code: string, message: string) => errors.push({ code, message });
  const type = invoice.invoiceHeader.invoiceType;
  // A delivery note (9.3) moves goods: its movement, its goods' quantities, no amounts to pay or classify (decision 0089).
  const note = type === '9.3';
  const h = invoice.invoiceHeader;
  if (note && (!h.otherDeliveryNoteHeader || !h.movePurpose || !h.dispatchDate)) fail('208', 'a delivery note (9.3) needs otherDeliveryNoteHeader, movePurpose and dispatchDate');
  if (!note && !invoice.paymentMethods) fail('209', `a ${type} document needs its paymentMethods`);
  if (type.startsWith('11.') && invoice.counterpart) fail('201', `a ${type} document has no counterpart`);
  if (!type.startsWith('11.') && !note && !invoice.counterpart) fail('202', `a ${type} document needs its counterpart`);
  const foreign = invoice.counterpart && invoice.counterpart.country !== 'GR';
  if (foreign && !invoice.counterpart?.name) fail('206', 'a counterpart outside Greece needs its name');
  if (type === '1.2' && !foreign) fail('207', 'an intra-Community invoice (1.2) is issued to a counterpart of another member state');
  if (type === '5.1' && !invoice.invoiceHeader.correlatedInvoices?.length) fail('203', 'a credit invoice (5.1) needs correlatedInvoices');
  for (const mark of invoice.invoiceHeader.correlatedInvoices ?? []) if (!knownMark(mark)) fail('204', `correlated MARK ${mark} is not a transmitted document`);
  invoice.invoiceDetails.forEach((line, i) => {
    if (Number(line.lineNumber) !== i + 1) fail('301', `line ${i + 1}: lineNumber ${line.lineNumber}, lines are numbered from 1 in order`);
    if (line.vatCategory === '7' && (!line.vatExemptionCategory || cents(line.vatAmount) !== 0)) fail('302', `line ${i + 1}: category 7 has no VAT and needs vatExemptionCategory`);
    if (note) {
      if (!line.quantity || Number(line.quantity) <= 0 || !line.itemDescr) fail('304', `line ${i + 1}: a delivery note's line names its goods and quantity`);
    } else if (!line.incomeClassification?.length || sum(line.incomeClassification.map((c) => c.amount)) !== cents(line.netValue)) {
      fail('303', `line ${i + 1}: its classification does not add up to its net value`);
    }
  });
  const s = invoice.invoiceSummary;
  const net = sum(invoice.invoiceDetails.map((l) => l.netValue));
  const vatTotal = sum(invoice.invoiceDetails.map((l) => l.vatAmount));
  if (cents(s.totalNetValue) !== net) fail('401', `totalNetValue ${s.totalNetValue} is not the lines' ${(net / 100).toFixed(2)}`);
  if (cents(s.totalVatAmount) !== vatTotal) fail('402', `totalVatAmount ${s.totalVatAmount} is not the lines' ${(vatTotal / 100).toFixed(2)}`);
  const others = sum([s.totalFeesAmount, s.totalStampDutyAmount, s.totalOtherTaxesAmount]) - sum([s.totalWithheldAmount, s.totalDeductionsAmount]);
  if (cents(s.totalGrossValue) !== net + vatTotal + others) fail('403', 'totalGrossValue is not net + VAT');
  if (invoice.paymentMethods && sum(invoice.paymentMethods.paymentMethodDetails.map((p) => p.amount)) !== cents(s.totalGrossValue)) fail('404', 'the payment methods do not add up to totalGrossValue');
  if (!note && sum((s.incomeClassification ?? []).map((c) => c.amount)) !== net) fail('405', 'the summary classification does not add up to totalNetValue');
  return errors;
}
