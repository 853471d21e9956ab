import { sandboxBase, type ProviderMode } from './payment-providers';
import { hasCredentials } from './provider-credentials';
import type { ServerEnv } from './server-env';

/**
 * Where parcels are shipped (issue #48, decision 0082). Box Now's partner API: OAuth2 client
 * credentials (BOXNOW_CLIENT_ID and _SECRET) against BOXNOW_API_URL (its production host by
 * default; `https://api-stage.boxnow.gr` is its test environment), parcels picked up at
 * BOXNOW_ORIGIN_LOCATION_ID; without them, the sandbox inside the embedded API,
 * `{PUBLIC_URL}/api/sandbox/boxnow`, with the sandbox's own client.
 */
export type BoxnowConfig = { mode: ProviderMode; apiUrl: string; clientId: string; clientSecret: string; originLocationId: string };

export const SANDBOX_BOXNOW_CLIENT = 'sandbox-boxnow';

export function sandboxBoxnowConfig(env: Pick<ServerEnv, 'PUBLIC_URL' | 'BOXNOW_ORIGIN_LOCATION_ID'>, sandboxSecret: (slug: string) => string): BoxnowConfig {
  return { mode: 'sandbox', apiUrl: sandboxBase(env, 'boxnow'), clientId: SANDBOX_BOXNOW_CLIENT, clientSecret: sandboxSecret('boxnow'), originLocationId: env.BOXNOW_ORIGIN_LOCATION_ID };
}

export function boxnowConfig(
  env: Pick<ServerEnv, 'PUBLIC_URL' | 'BOXNOW_CLIENT_ID' | 'BOXNOW_CLIENT_SECRET' | 'BOXNOW_API_URL' | 'BOXNOW_ORIGIN_LOCATION_ID'>,
  sandboxSecret: (slug: string) => string,
): BoxnowConfig {
  if (!hasCredentials(env, 'boxnow')) return sandboxBoxnowConfig(env, sandboxSecret);
  return { mode: 'live', apiUrl: env.BOXNOW_API_URL.replace(/\/+$/, ''), clientId: env.BOXNOW_CLIENT_ID!, clientSecret: env.BOXNOW_CLIENT_SECRET!, originLocationId: env.BOXNOW_ORIGIN_LOCATION_ID };
}
