import type { SessionRecord } from '@/lib/contract/auth';
import type { ApiDeps, PartnerScope } from '../context';
import type { customers } from '../db/schema';

/**
 * SPEC §3's session record for a customer session that has just started (a login, or the start of
 * an impersonation): who the customer is, the tokens, their durations and the impersonation flag.
 */
export function sessionRecordOf(
  deps: Pick<ApiDeps, 'env'>,
  customer: Pick<typeof customers.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName' | 'gender' | 'registrationDate' | 'language'>,
  partner: Pick<PartnerScope, 'code'>,
  session: { at: string; rt: string; rd: number; impersonation: boolean },
): SessionRecord {
  return {
    id: customer.id,
    eml: customer.email,
    nm: customer.firstName,
    lm: customer.lastName,
    gd: customer.gender,
    registrationDate: customer.registrationDate.toISOString(),
    at: session.at,
    rt: session.rt,
    ad: deps.env.AUTH_ACCESS_TOKEN_MINUTES,
    rd: session.rd,
    impersonation: session.impersonation ? 'true' : 'false',
    partnerCode: partner.code,
    language: customer.language,
  };
}
