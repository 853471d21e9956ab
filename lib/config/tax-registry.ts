import { sandboxBase, type ProviderMode } from './payment-providers';
import { hasCredentials } from './provider-credentials';
import type { ServerEnv } from './server-env';

/**
 * Where a Greek ΑΦΜ is looked up (issue #47, decision 0075): AADE's RgWsPublic2 with the shop's
 * special credentials (AADE_REGISTRY_USERNAME and _PASSWORD; AADE_REGISTRY_URL, AADE's by default),
 * the lookup made in the name of the shop's ΑΦΜ; without them, the sandbox inside the embedded API.
 */
export type TaxRegistryConfig = { mode: ProviderMode; username: string; password: string; url: string; calledBy: string };

export const SANDBOX_REGISTRY_USER = 'SANDBOX-REGISTRY';

export function sandboxTaxRegistryConfig(env: Pick<ServerEnv, 'PUBLIC_URL' | 'SHOP_VAT_NUMBER'>, sandboxSecret: (slug: string) => string): TaxRegistryConfig {
  return { mode: 'sandbox', username: SANDBOX_REGISTRY_USER, password: sandboxSecret('registry'), url: `${sandboxBase(env, 'aade-registry')}/RgWsPublic2`, calledBy: env.SHOP_VAT_NUMBER.replace(/^[A-Z]{2}/, '') };
}

export function taxRegistryConfig(
  env: Pick<ServerEnv, 'PUBLIC_URL' | 'SHOP_VAT_NUMBER' | 'AADE_REGISTRY_USERNAME' | 'AADE_REGISTRY_PASSWORD' | 'AADE_REGISTRY_URL'>,
  sandboxSecret: (slug: string) => string,
): TaxRegistryConfig {
  if (!hasCredentials(env, 'registry')) return sandboxTaxRegistryConfig(env, sandboxSecret);
  return { mode: 'live', username: env.AADE_REGISTRY_USERNAME!, password: env.AADE_REGISTRY_PASSWORD!, url: env.AADE_REGISTRY_URL, calledBy: env.SHOP_VAT_NUMBER.replace(/^[A-Z]{2}/, '') };
}
