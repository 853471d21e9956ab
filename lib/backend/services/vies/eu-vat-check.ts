import { and, desc, eq, gte } from 'drizzle-orm';
import type { EuVatCheck } from '@/lib/contract/vies';
import { splitEuVatNumber } from '@/lib/vies/vies-rest';
import type { ApiDeps } from '@/lib/backend/context';
import type { Database } from '@/lib/backend/db/client';
import { vatChecks } from '@/lib/backend/db/schema';
import { ApiError, badRequest, tooManyRequests } from '@/lib/backend/http/api-error';
import { ProviderError } from '@/lib/backend/services/payments/provider-http';
import { hit } from '@/lib/backend/services/rate-limit';
import { checkEuVatNumber } from './vies-client';

/**
 * An EU VAT number checked with VIES for the checkout (issue #47): a buyer in another member state
 * registered for trade within the EU may be invoiced at 0 % (an intra-Community supply), and the
 * seller keeps VIES's consultation number as proof, so each valid answer is stored (vat_checks).
 * At most CHECKS_PER_HOUR per customer. Refusals: 400 validation_failed with vatNumber
 * eu_vat_number_format (not an EU VAT number, or VIES refuses it) / eu_vat_number_greek (a Greek
 * ΑΦΜ is looked up in AADE's registry), 404 eu_vat_number_not_registered, 429 too_many_requests,
 * 502 vies_unavailable (a member state's service away, VIES unreachable).
 */
export const CHECKS_PER_HOUR = 20;

export type VatCheck = typeof vatChecks.$inferSelect;

export async function euVatCheck(deps: ApiDeps, customerId: number, vatText: string): Promise<EuVatCheck> {
  const limit = await hit(deps.db, `vies:${customerId}`, CHECKS_PER_HOUR, 3600, deps.now());
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const split = splitEuVatNumber(vatText);
  if (!split) throw badRequest('validation_failed', { vatNumber: 'eu_vat_number_format' });
  if (split.countryCode === 'EL') throw badRequest('validation_failed', { vatNumber: 'eu_vat_number_greek' });
  let answer;
  try {
    answer = await checkEuVatNumber(deps, split);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.error('[vies] check failed', error.message);
    throw new ApiError(502, 'vies_unavailable');
  }
  if (answer.kind === 'unavailable') {
    console.error('[vies] unavailable', answer.code);
    throw new ApiError(502, 'vies_unavailable');
  }
  if (answer.kind === 'invalid-input') throw badRequest('validation_failed', { vatNumber: 'eu_vat_number_format' });
  if (!answer.valid) throw new ApiError(404, 'eu_vat_number_not_registered');
  const vatNumber = `${split.countryCode}${split.number}`;
  const [row] = await deps.db
    .insert(vatChecks)
    .values({ customerId, vatNumber, valid: true, name: answer.name, address: answer.address, consultation: answer.requestIdentifier, checkedAt: deps.now() })
    .returning();
  return { vatNumber, countryCode: split.countryCode, name: row!.name, address: row!.address, consultation: row!.consultation, checkedAt: row!.checkedAt.toISOString() };
}

/**
 * The customer's newest valid check of a VAT number within `maxAgeHours` of `now`, or undefined
 * (order placement asks before invoicing at 0 %). The number is read as typed or normalised.
 */
export async function recentValidCheck(db: Pick<Database, 'select'>, customerId: number, vatNumber: string, now: Date, maxAgeHours = 24): Promise<VatCheck | undefined> {
  const split = splitEuVatNumber(vatNumber);
  const normalised = split ? `${split.countryCode}${split.number}` : vatNumber;
  const since = new Date(now.getTime() - maxAgeHours * 3_600_000);
  const [row] = await db
    .select()
    .from(vatChecks)
    .where(and(eq(vatChecks.customerId, customerId), eq(vatChecks.vatNumber, normalised), eq(vatChecks.valid, true), gte(vatChecks.checkedAt, since)))
    .orderBy(desc(vatChecks.checkedAt), desc(vatChecks.id))
    .limit(1);
  return row;
}
