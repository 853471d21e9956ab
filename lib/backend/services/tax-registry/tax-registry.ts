import type { TaxRegistryEntry } from '@/lib/contract/tax-registry';
import { findTaxOffice } from '@/lib/rules/tax-office-match';
import type { ApiDeps } from '../../context';
import { ApiError, tooManyRequests } from '../../http/api-error';
import { ProviderError } from '../payments/provider-http';
import { hit } from '../rate-limit';
import { lookUpVatNumber } from './registry-client';

/**
 * The invoice details of a Greek ΑΦΜ from AADE's registry, for the checkout (issue #47, decision
 * 0075). Only on the customer's request (AADE records every lookup in the looked-up company's
 * TAXISnet), at most LOOKUPS_PER_HOUR per customer. Refusals: 404 vat_number_not_registered, 409
 * vat_number_inactive (deactivated) / vat_number_not_business (a private person issues no
 * invoices), 429 too_many_requests, 502 tax_registry_unavailable (the shopper types the details).
 */
export const LOOKUPS_PER_HOUR = 20;

export async function taxRegistryEntry(deps: ApiDeps, customerId: number, vatNumber: string): Promise<TaxRegistryEntry> {
  const limit = await hit(deps.db, `tax-registry:${customerId}`, LOOKUPS_PER_HOUR, 3600, deps.now());
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  let answer;
  try {
    answer = await lookUpVatNumber(deps, vatNumber);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error('[tax-registry] lookup failed', error.message);
    throw new ApiError(502, 'tax_registry_unavailable');
  }
  if (answer.kind === 'error') {
    if (answer.code === 'RG_WS_PUBLIC_AFM_CALLED_FOR_NOT_FOUND') throw new ApiError(404, 'vat_number_not_registered');
    console.error('[tax-registry] refused', answer.code, answer.message);
    throw new ApiError(502, 'tax_registry_unavailable');
  }
  const { entry } = answer;
  if (!entry.business) throw new ApiError(409, 'vat_number_not_business');
  if (!entry.active) throw new ApiError(409, 'vat_number_inactive');
  return {
    vatNumber: entry.vatNumber,
    companyName: entry.name,
    job: entry.activity,
    irs: findTaxOffice(entry.taxOffice)?.el ?? '',
    address: { street: entry.street, postalCode: entry.postalCode, city: entry.city },
  };
}
