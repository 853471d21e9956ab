import { apiPaths } from '@/lib/contract/api-paths';
import type { CheckoutOptions, LockerList, PlaceOrderRequest, PlaceOrderResponse } from '@/lib/contract/checkout';
import type { TaxRegistryEntry } from '@/lib/contract/tax-registry';
import type { EuVatCheck } from '@/lib/contract/vies';
import { browserApi } from './client';

/**
 * Checkout calls (DESIGN §8 "checkout", "payments") through the browser ky client. Answers are
 * typed by the contract, not parsed (the API validates); zod is used only by the checkout form.
 */
export async function fetchCheckoutOptions(): Promise<CheckoutOptions> {
  return browserApi().get(apiPaths.checkoutOptions).json<CheckoutOptions>();
}

/** Box Now lockers by postal code or area (the API wants at least 2 characters). */
export async function searchLockers(q: string, signal?: AbortSignal): Promise<LockerList> {
  return browserApi().get(apiPaths.searchLockers, { searchParams: { q }, signal }).json<LockerList>();
}

/** The invoice details AADE's registry holds for an ΑΦΜ (only when the shopper asks: every lookup is recorded at AADE). */
export async function lookUpTaxRegistry(vatNumber: string): Promise<TaxRegistryEntry> {
  return browserApi().get(apiPaths.taxRegistry, { searchParams: { vatNumber } }).json<TaxRegistryEntry>();
}

/** Another member state's VAT number checked with the EU's VIES (decision 0078). */
export async function checkEuVatNumber(vatNumber: string): Promise<EuVatCheck> {
  return browserApi().get(apiPaths.euVatCheck, { searchParams: { vatNumber } }).json<EuVatCheck>();
}

/** Places the order; the same `idempotencyKey` with the same body never places a second one. */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return browserApi().post(apiPaths.placeOrder, { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).json<PlaceOrderResponse>();
}
