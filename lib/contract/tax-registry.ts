import { z } from 'zod';
import * as zm from 'zod/mini';
import { zInvoiceDetails } from './invoice-details';

/**
 * `GET /Checkout/TaxRegistry?vatNumber=` (issue #47, decision 0075): the invoice details AADE's
 * registry holds for a Greek ΑΦΜ, as the checkout's invoice fields take them (the company name,
 * its main activity, its tax office matched to the shop's list), and its registered address.
 */
export const zTaxRegistryQuery = zm.strictObject({ vatNumber: zInvoiceDetails.shape.vatNumber });

export const zTaxRegistryEntry = z
  .object({
    vatNumber: z.string(),
    companyName: z.string(),
    job: z.string(),
    /** The tax office as the invoice details take it (the shop's list's Greek name); empty when the registry's is not on it. */
    irs: z.string(),
    address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  })
  .meta({ id: 'TaxRegistryEntry' });
export type TaxRegistryEntry = z.infer<typeof zTaxRegistryEntry>;
