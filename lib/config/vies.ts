import { sandboxBase, type ProviderMode } from './payment-providers';
import type { ServerEnv } from './server-env';

/**
 * Where an EU VAT number is checked (issue #47): the European Commission's VIES REST API, which
 * needs no credentials. VIES_API_URL set: that URL, live. Otherwise, in a demo (DEMO_MODE) or
 * outside production, the sandbox inside the embedded API (`{PUBLIC_URL}/api/sandbox/vies`); in
 * production, the Commission's own endpoint. Nothing to configure, so production never refuses
 * to start for it.
 */
export type ViesConfig = { mode: ProviderMode; url: string };

export const VIES_LIVE_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

export function sandboxViesConfig(env: Pick<ServerEnv, 'PUBLIC_URL'>): ViesConfig {
  return { mode: 'sandbox', url: `${sandboxBase(env, 'vies')}/check-vat-number` };
}

export function viesConfig(env: Pick<ServerEnv, 'PUBLIC_URL' | 'NODE_ENV' | 'DEMO_MODE' | 'VIES_API_URL'>): ViesConfig {
  if (env.VIES_API_URL) return { mode: 'live', url: env.VIES_API_URL };
  if (env.DEMO_MODE || env.NODE_ENV !== 'production') return sandboxViesConfig(env);
  return { mode: 'live', url: VIES_LIVE_URL };
}
