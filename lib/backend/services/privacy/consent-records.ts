import 'server-only';
import type { RecordConsentRequest } from '@/lib/contract/consent';
import type { ApiDeps, CustomerPrincipal } from '../../context';
import { consentRecords } from '../../db/schema';
import { tooManyRequests } from '../../http/api-error';
import { hit } from '../rate-limit';

/** Choices one address may record per hour: a person changes their mind a few times, a script is stopped. */
export const CONSENT_RECORDS_PER_HOUR = 30;

/**
 * Keeps a visitor's consent choice (issue #49 item 1, decision 0094): the proof of what they
 * allowed, on which version of the text, when, and (signed in) which customer. Kept for the
 * retention period of consent records (lib/config/retention.ts).
 */
export async function recordConsent(
  deps: ApiDeps,
  scope: { partnerId: number; principal?: CustomerPrincipal; clientIp: string },
  choice: RecordConsentRequest,
): Promise<void> {
  const limit = await hit(deps.db, `consent:${scope.clientIp}`, CONSENT_RECORDS_PER_HOUR, 3600, deps.now());
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const customerId = scope.principal?.partnerId === scope.partnerId && scope.principal.impersonatorId === undefined ? scope.principal.customerId : null;
  await deps.db.insert(consentRecords).values({
    visitorId: choice.visitorId,
    partnerId: scope.partnerId,
    customerId,
    version: choice.version,
    preferences: choice.preferences,
    embeds: choice.embeds,
    createdAt: deps.now(),
  });
}
