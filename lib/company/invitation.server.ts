import 'server-only';
import { HTTPError } from 'ky';
import { serverApi } from '@/lib/api/server-client';
import type { InvitationCheck } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { companyApiPaths } from './paths';

/**
 * What an invitation link offers, asked as the join page opens (nothing is spent): the company,
 * e-mail and role, or `invalid` when the API refuses the link (unknown, expired, revoked or used:
 * one answer, 400 invitation_invalid), or `unavailable` when it could not be asked (the page then
 * says to try again, rather than calling a good link dead).
 */
export type InvitationState = { kind: 'open'; invitation: InvitationCheck } | { kind: 'invalid' } | { kind: 'unavailable' };

export async function checkInvitation(lang: Language, partnerCode: string, token: string): Promise<InvitationState> {
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return { kind: 'invalid' };
  const api = await serverApi({ lang, partnerCode });
  try {
    return { kind: 'open', invitation: await api.post(companyApiPaths.checkCompanyInvitation, { json: { token } }).json<InvitationCheck>() };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 400) return { kind: 'invalid' };
    return { kind: 'unavailable' };
  }
}
