import { issuerProblems } from './issuer-problems';
import { hasCredentials, missingCredentials } from './provider-credentials';
import type { ServerEnv } from './server-env';

/**
 * The rules that keep a deployment from being unsafe by accident (issue #14 §1), on an already
 * validated environment. Each problem names the variables to set; the server prints them all at
 * once and refuses to start (lib/backend/startup.ts).
 *
 * - Test endpoints (the mail outbox, the order-status changer) never run beside a live provider,
 *   and always need TEST_ENDPOINTS_SECRET (the X-Test-Secret header they require).
 * - In production, unless DEMO_MODE=1: every enabled provider (PAYMENT_PROVIDERS) has its live
 *   credentials (no sandbox ever takes a "payment"), the public origin is configured over https
 *   (PUBLIC_URL or PUBLIC_ORIGINS: mail links and payment return URLs), and SMTP_URL is set
 *   (without it no customer ever gets a mail), the seller's legal details are the company's own,
 *   not the demo's (lib/config/issuer-problems.ts), and myDATA has its credentials (no fiscal
 *   document is ever "transmitted" to the sandbox by a live shop), and the carriers have theirs (no
 *   parcel is ever "shipped" with a sandbox's voucher).
 */
export function deploymentProblems(env: ServerEnv): string[] {
  const problems: string[] = [];
  const live = env.PAYMENT_PROVIDERS.filter((slug) => hasCredentials(env, slug));
  if (env.ENABLE_TEST_ENDPOINTS && live.length > 0) {
    problems.push(`ENABLE_TEST_ENDPOINTS: not allowed while a payment provider takes real payments (${live.join(', ')}); unset it`);
  }
  if (env.ENABLE_TEST_ENDPOINTS && !env.TEST_ENDPOINTS_SECRET) {
    problems.push('TEST_ENDPOINTS_SECRET: required with ENABLE_TEST_ENDPOINTS (at least 32 characters; sent as the X-Test-Secret header)');
  }
  if (env.NODE_ENV !== 'production' || env.DEMO_MODE) return problems;

  for (const slug of env.PAYMENT_PROVIDERS) {
    const missing = missingCredentials(env, slug);
    if (missing.length > 0) problems.push(`${missing.join(', ')}: required for ${slug} (or leave ${slug} out of PAYMENT_PROVIDERS)`);
  }
  if (env.PUBLIC_ORIGINS.length === 0) {
    problems.push('PUBLIC_URL: required, the public https origin of the shop (or PUBLIC_ORIGINS, a comma-separated list)');
  } else {
    const plain = env.PUBLIC_ORIGINS.filter((origin) => !origin.startsWith('https://'));
    if (plain.length > 0) problems.push(`PUBLIC_URL/PUBLIC_ORIGINS: must be https in production (${plain.join(', ')})`);
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL: required, the mail server (without it no customer gets a mail)');
  problems.push(...issuerProblems(env));
  const mydata = missingCredentials(env, 'mydata');
  if (mydata.length > 0) problems.push(`${mydata.join(', ')}: required, myDATA's user and subscription key (every invoice and receipt is transmitted to AADE)`);
  const boxnow = missingCredentials(env, 'boxnow');
  if (boxnow.length > 0) problems.push(`${boxnow.join(', ')}: required, Box Now's partner API client (the locker orders are shipped through it)`);
  const acs = missingCredentials(env, 'acs');
  if (acs.length > 0) problems.push(`${acs.join(', ')}: required, ACS Courier's Web Services account (the courier orders are shipped through it)`);
  const registry = missingCredentials(env, 'registry');
  if (registry.length > 0) problems.push(`${registry.join(', ')}: required, AADE's registry lookup credentials (the checkout fills invoice details from the ΑΦΜ)`);
  return problems;
}

/** The one message printed when the server refuses to start. */
export function deploymentMessage(problems: readonly string[]): string {
  return [
    'The storefront cannot start with this configuration:',
    ...problems.map((p) => `  - ${p}`),
    'To try the shop without payment providers or a mail server, set DEMO_MODE=1 (test payments, no money is taken).',
  ].join('\n');
}
