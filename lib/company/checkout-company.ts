import type { CheckoutValues } from '@/lib/checkout/form-values';
import type { CheckoutCompany } from '@/lib/contract/checkout';
import { figuresOfCheckout, spendingNote } from './spending-note';

/**
 * The checkout of a company member (issue #50): the invoice prefilled with the company's verified
 * tax details, the company's shared addresses as a ship-to choice, and the VAT zone and parcel
 * worked out on the address actually chosen. Pure: the checkout's components call these.
 */
type Place = { id: number; country: string; postalCode: string };

/** The company's invoice details as the checkout's invoice fields hold them. */
export function companyInvoice(company: Pick<CheckoutCompany, 'name' | 'vatNumber' | 'taxOffice' | 'activity'>): CheckoutValues['invoice'] {
  return { vatNumber: company.vatNumber, companyName: company.name, job: company.activity, irs: company.taxOffice };
}

/**
 * A fresh checkout of a member who may order: an invoice to the company (its details filled in:
 * they are the ones staff verified), and when the member has no address of their own, the
 * company's first shared address to ship to. A checkout in progress (`resumed`) keeps what the
 * customer chose; only a company address that is gone is unchosen (back to the billing address).
 */
export function withCompany(values: CheckoutValues, company: CheckoutCompany | null, start: { resumed: boolean; ownAddresses: number }): CheckoutValues {
  if (!company) return values.shipTo === 'company' ? { ...values, shipTo: 'billing', companyAddressId: '' } : values;
  const ids = company.addresses.map((a) => String(a.id));
  let next = values;
  if (!start.resumed && company.mayPlaceOrders) {
    next = { ...next, documentType: 'Invoice', invoice: companyInvoice(company) };
    const [first] = company.addresses;
    if (first && start.ownAddresses === 0) next = { ...next, shipTo: 'company', companyAddressId: String(first.id) };
  }
  if (next.companyAddressId !== '' && !ids.includes(next.companyAddressId)) next = { ...next, companyAddressId: '' };
  if (next.shipTo === 'company' && ids.length === 0) next = { ...next, shipTo: 'billing' };
  if (next.paymentMethod === 'on_account' && !company.onAccount) next = { ...next, paymentMethod: '' };
  return next;
}

/**
 * The values and address list the VAT zone and the parcel are worked out from: shipping to a
 * company address reads as shipping to a saved address of the company's book (ids of the two
 * books may be the same number, so the company's replaces the customer's for that reading).
 */
export function deliveryView<V extends Pick<CheckoutValues, 'shipTo' | 'savedAddressId' | 'companyAddressId'>, A extends Place>(
  values: V,
  addresses: readonly A[],
  companyAddresses: readonly Place[],
): { values: V; addresses: readonly Place[] } {
  if (values.shipTo !== 'company') return { values, addresses };
  return { values: { ...values, shipTo: 'saved', savedAddressId: values.companyAddressId }, addresses: companyAddresses };
}

/** Whether placing this order sends it for approval (the checkout's button then says so). */
export function needsApproval(company: CheckoutCompany | null, total: number): boolean {
  if (!company) return false;
  const note = spendingNote(figuresOfCheckout(company), total);
  return note.kind === 'can_order' && note.reasons.length > 0;
}
