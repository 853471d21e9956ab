import { eq } from 'drizzle-orm';
import { earnForRegistration } from '../services/loyalty/ledger';
import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps, ApiEnv, PartnerScope } from '../context';
import type { Database } from '../db/client';
import { customers, partners } from '../db/schema';
import { badRequest } from '../http/api-error';
import { mount } from '../http/mount';
import { mailLinkAfterAnswer } from './link-mail';
import { mailCustomer } from '../mail/mail-customer';
import { throttleRequest } from '../services/auth-throttle';
import { findCustomer, getCustomer } from '../services/customers';
import { findLinkToken, issueLinkToken, spendLinkToken } from '../services/one-time-tokens';
import { afterAnswer, hashWith } from '../services/after-answer';
import { assertPasswordAllowed, customerPasswordContext } from '../services/password-policy';

/** Registration with a partner registration code, and account verification (SPEC §2). */
export function registrationRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.register, async (c, { body }) => {
    const deps = c.get('deps');
    const partner = c.get('partner');
    const lang = c.get('lang');
    await throttleRequest(deps, 'register', partner.id, body.email, c.get('clientIp'));
    const [row] = await deps.db.select({ code: partners.registrationCode }).from(partners).where(eq(partners.id, partner.id));
    if (!row || row.code.toLowerCase() !== body.registrationCode.toLowerCase()) {
      throw badRequest('validation_failed', { registrationCode: 'invalid_registration_code' });
    }
    assertPasswordAllowed(body.password, 'password', customerPasswordContext(body.email, partner));
    // Known or new email: the same answer, sent before the email is even looked up (issue #14).
    afterAnswer(deps, 'register', () => registerOrTellOwner(deps, partner, lang, body));
    return { status: 'accepted' as const };
  });

  // Issue #16 item 11: the verification mail again, for an account still pending. Counted like
  // the other mail routes; the same answer whether or not such an account exists, and the lookup
  // and the mail happen after it.
  mount(app, routes.resendVerification, (c, { body }) =>
    mailLinkAfterAnswer(c, body.email, { action: 'resend-verification', label: 'resend-verification', kind: 'verify', minutes: c.get('deps').env.AUTH_VERIFY_TOKEN_MINUTES, page: 'validateregistration', wanted: (customer) => customer.status === 'pending' }),
  );

  mount(app, routes.validateRegistration, async (c, { body }) => {
    const deps = c.get('deps');
    const partner = c.get('partner');
    const link = await findLinkToken(deps, 'verify', body.guid);
    const customer = link && (await getCustomer(deps.db, link.customerId));
    if (!link || !customer || customer.partnerId !== partner.id) throw badRequest('verification_link_invalid');
    // Opening the link twice is fine once the account is active.
    if (link.usedAt && customer.status === 'active') return { ok: true as const };
    const activated = await deps.db.transaction(async (tx) => {
      const txDeps = { ...deps, db: tx as unknown as Database };
      if (!(await spendLinkToken(txDeps, link.id))) return false;
      await tx
        .update(customers)
        .set({ status: 'active', verifiedAt: deps.now(), updatedAt: deps.now() })
        .where(eq(customers.id, customer.id));
      // A new member's Register points (issue #18 item 5), with the verification.
      if (customer.status === 'pending') await earnForRegistration(tx, { customerId: customer.id, partnerId: customer.partnerId }, deps.now());
      return true;
    });
    if (!activated || customer.status === 'disabled') throw badRequest('verification_link_invalid');
    return { ok: true as const };
  });
}

type Registration = { firstName: string; lastName: string; email: string; password: string };

/**
 * After the answer: a new email gets a pending account and a verification mail; a known one
 * (or one registered concurrently) gets an "already registered" mail to its owner. Both paths
 * hash the password and write one mail, so the work is the same.
 */
async function registerOrTellOwner(deps: ApiDeps, partner: PartnerScope, lang: Language, body: Registration): Promise<void> {
  const passwordHash = await hashWith(deps, body.password);
  const existing = await findCustomer(deps.db, partner.id, body.email);
  const token = existing
    ? undefined
    : await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customers)
        .values({ partnerId: partner.id, email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName, language: lang, status: 'pending', registrationDate: deps.now() })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (!created) return undefined; // registered concurrently: tell the owner like "existing"
      return issueLinkToken({ ...deps, db: tx as unknown as Database }, 'verify', created.id, deps.env.AUTH_VERIFY_TOKEN_MINUTES);
    });
  if (token) {
    await mailCustomer(deps, { kind: 'verify', lang, partner, to: body.email, firstName: body.firstName, path: `validateregistration/${token}` });
    return;
  }
  const owner = existing ?? (await findCustomer(deps.db, partner.id, body.email));
  if (owner) await mailCustomer(deps, { kind: 'alreadyRegistered', lang, partner, to: owner.email, firstName: owner.firstName, path: 'login' });
}
