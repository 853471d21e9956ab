import { isForeignVatNumber } from '@/lib/rules/eu-vat-number';
import type { FiscalBuyerDetails } from './mydata-document';

/**
 * The buyer staff correct on an invoice (decisions 0070, 0080), as it is sent to myDATA: the VAT
 * number as the invoice details keep it (nine digits for a Greek ΑΦΜ, the country's letters and
 * the number for another member state's) and the billing address; the buyer's country is the VAT
 * number's. The country cannot change: a Greek buyer's invoice (1.1) is priced with VAT, an
 * intra-Community one (1.2) without, so a buyer in another country is another sale (cancel the
 * order). A retail document names no buyer. The company's name is the one given, else the one
 * before when the VAT number stays (myDATA is sent it for a company abroad; the PDF prints it). Pure.
 */
export type BuyerCorrection = { vatNumber: string; street: string; postalCode: string; city: string; name?: string };

export type BuyerCorrectionProblem = 'fiscal_buyer_not_invoice' | 'fiscal_buyer_country';

/** The country of a VAT number as the invoice details keep it: GR for an ΑΦΜ, else its first two letters. */
export const countryOfVatNumber = (vatNumber: string): string => (isForeignVatNumber(vatNumber) ? vatNumber.slice(0, 2).toUpperCase() : 'GR');

export function correctedBuyer(invoiceType: string, before: FiscalBuyerDetails | null, input: BuyerCorrection): { buyer: FiscalBuyerDetails } | { problem: BuyerCorrectionProblem } {
  if (invoiceType.startsWith('11.')) return { problem: 'fiscal_buyer_not_invoice' };
  const country = countryOfVatNumber(input.vatNumber);
  const domestic = before ? before.country === 'GR' : invoiceType !== '1.2';
  if ((country === 'GR') !== domestic) return { problem: 'fiscal_buyer_country' };
  const name = input.name ?? (before?.vatNumber === input.vatNumber ? before.name : undefined);
  return { buyer: { vatNumber: input.vatNumber, country, street: input.street, postalCode: input.postalCode, city: input.city, ...(name ? { name } : {}) } };
}
