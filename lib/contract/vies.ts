import { z } from 'zod';
import * as zm from 'zod/mini';

/**
 * `GET /Checkout/EuVatNumber?vatNumber=` (issue #47): an EU VAT number checked with VIES, the EU's
 * VAT Information Exchange System, for a 0 % intra-Community supply. The number is typed with its
 * member state ("CY10259033P", spaces, dots and dashes allowed); the answer names the trader as
 * VIES does (a member state may give no name or address: empty) and carries VIES's consultation
 * number, the seller's proof. zod/mini, as ./tax-registry.ts: the checkout loads it in the browser.
 */
export const zEuVatQuery = zm.strictObject({ vatNumber: zm.string().check(zm.trim(), zm.minLength(4), zm.maxLength(20)) });
export type EuVatQuery = zm.output<typeof zEuVatQuery>;

export const zEuVatCheck = z
  .object({
    /** Normalised, with its member state: 'CY10259033P'. */
    vatNumber: z.string(),
    /** The member state as VIES spells it (EL for Greece, XI for Northern Ireland). */
    countryCode: z.string(),
    name: z.string(),
    address: z.string(),
    /** VIES's consultation number (requestIdentifier); null when VIES gave none. */
    consultation: z.string().nullable(),
    /** When the shop asked (ISO 8601). */
    checkedAt: z.string(),
  })
  .meta({ id: 'EuVatCheck' });
export type EuVatCheck = z.infer<typeof zEuVatCheck>;
