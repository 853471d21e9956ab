import type { Context } from 'hono';
import type { ApiEnv } from '../context';
import { mailCustomer } from '../mail/mail-customer';
import { afterAnswer } from '../services/after-answer';
import { throttleRequest } from '../services/auth-throttle';
import { findCustomer, type CustomerRow } from '../services/customers';
import { issueLinkToken, type LinkKind } from '../services/one-time-tokens';

/**
 * The shape of the routes that mail a link to an email (forgot password, resend verification;
 * issue #14): count the request, answer at once, and only after the answer look the email up and,
 * for a customer `wanted` says yes to, mail a fresh link. Known and unknown emails get the same
 * answer in the same time.
 */
export async function mailLinkAfterAnswer(
  c: Context<ApiEnv>,
  email: string,
  link: { action: string; label: string; kind: LinkKind; minutes: number; page: string; wanted: (customer: CustomerRow) => boolean },
): Promise<{ status: 'accepted' }> {
  const deps = c.get('deps');
  const partner = c.get('partner');
  const lang = c.get('lang');
  await throttleRequest(deps, link.action, partner.id, email, c.get('clientIp'));
  afterAnswer(deps, link.label, async () => {
    const customer = await findCustomer(deps.db, partner.id, email);
    if (!customer || !link.wanted(customer)) return;
    const token = await issueLinkToken(deps, link.kind, customer.id, link.minutes);
    await mailCustomer(deps, { kind: link.kind, lang, partner, to: customer.email, firstName: customer.firstName, path: `${link.page}/${token}` });
  });
  return { status: 'accepted' };
}
