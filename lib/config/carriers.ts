import { sandboxBase, type ProviderMode } from './payment-providers';
import { hasCredentials } from './provider-credentials';
import type { ServerEnv } from './server-env';

/**
 * Where parcels are shipped (issue #48, decision 0082). Box Now's partner API: OAuth2 client
 * credentials (BOXNOW_CLIENT_ID and _SECRET) against BOXNOW_API_URL (its production host by
 * default; `https://api-stage.boxnow.gr` is its test environment), parcels picked up at
 * BOXNOW_ORIGIN_LOCATION_ID; without them, the sandbox inside the embedded API,
 * `{PUBLIC_URL}/api/sandbox/boxnow`, with the sandbox's own client. ACS Courier's Web Services
 * (decision 0083): its API key, the company's and the user's credentials and the billing code
 * against ACS_API_URL (ACS has one endpoint; its test accounts use it too); without them, the
 * sandbox at `{PUBLIC_URL}/api/sandbox/acs/ACSAutoRest`.
 */
/** `webhookSecret`: what Box Now signs its webhook with (BOXNOW_WEBHOOK_SECRET live, the sandbox's own otherwise); none: the webhook is refused. */
export type BoxnowConfig = { mode: ProviderMode; apiUrl: string; clientId: string; clientSecret: string; originLocationId: string; webhookSecret?: string };

export const SANDBOX_BOXNOW_CLIENT = 'sandbox-boxnow';

export function sandboxBoxnowConfig(env: Pick<ServerEnv, 'PUBLIC_URL' | 'BOXNOW_ORIGIN_LOCATION_ID'>, sandboxSecret: (slug: string) => string): BoxnowConfig {
  return { mode: 'sandbox', apiUrl: sandboxBase(env, 'boxnow'), clientId: SANDBOX_BOXNOW_CLIENT, clientSecret: sandboxSecret('boxnow'), originLocationId: env.BOXNOW_ORIGIN_LOCATION_ID, webhookSecret: sandboxSecret('boxnow-webhook') };
}

export function boxnowConfig(
  env: Pick<ServerEnv, 'PUBLIC_URL' | 'BOXNOW_CLIENT_ID' | 'BOXNOW_CLIENT_SECRET' | 'BOXNOW_API_URL' | 'BOXNOW_ORIGIN_LOCATION_ID' | 'BOXNOW_WEBHOOK_SECRET'>,
  sandboxSecret: (slug: string) => string,
): BoxnowConfig {
  if (!hasCredentials(env, 'boxnow')) return sandboxBoxnowConfig(env, sandboxSecret);
  return { mode: 'live', apiUrl: env.BOXNOW_API_URL.replace(/\/+$/, ''), clientId: env.BOXNOW_CLIENT_ID!, clientSecret: env.BOXNOW_CLIENT_SECRET!, originLocationId: env.BOXNOW_ORIGIN_LOCATION_ID, ...(env.BOXNOW_WEBHOOK_SECRET ? { webhookSecret: env.BOXNOW_WEBHOOK_SECRET } : {}) };
}

export type AcsConfig = { mode: ProviderMode; url: string; apiKey: string; companyId: string; companyPassword: string; userId: string; userPassword: string; billingCode: string };

export const SANDBOX_ACS_COMPANY = 'sandbox-acs';

export function sandboxAcsConfig(env: Pick<ServerEnv, 'PUBLIC_URL'>, sandboxSecret: (slug: string) => string): AcsConfig {
  const secret = sandboxSecret('acs');
  return { mode: 'sandbox', url: `${sandboxBase(env, 'acs')}/ACSAutoRest`, apiKey: secret, companyId: SANDBOX_ACS_COMPANY, companyPassword: secret, userId: SANDBOX_ACS_COMPANY, userPassword: secret, billingCode: '2ΑΘ999999' };
}

export function acsConfig(
  env: Pick<ServerEnv, 'PUBLIC_URL' | 'ACS_API_KEY' | 'ACS_COMPANY_ID' | 'ACS_COMPANY_PASSWORD' | 'ACS_USER_ID' | 'ACS_USER_PASSWORD' | 'ACS_BILLING_CODE' | 'ACS_API_URL'>,
  sandboxSecret: (slug: string) => string,
): AcsConfig {
  if (!hasCredentials(env, 'acs')) return sandboxAcsConfig(env, sandboxSecret);
  return {
    mode: 'live',
    url: env.ACS_API_URL,
    apiKey: env.ACS_API_KEY!,
    companyId: env.ACS_COMPANY_ID!,
    companyPassword: env.ACS_COMPANY_PASSWORD!,
    userId: env.ACS_USER_ID!,
    userPassword: env.ACS_USER_PASSWORD!,
    billingCode: env.ACS_BILLING_CODE!,
  };
}
