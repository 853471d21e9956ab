import { taxRegistryConfig, sandboxTaxRegistryConfig, type TaxRegistryConfig } from '@/lib/config/tax-registry';
import { parseRegistryAnswer, registryRequest, type RegistryAnswer } from '@/lib/registry/rgwspublic2';
import type { ApiDeps } from '../../context';
import { adapterConfigs } from '../adapter-configs';
import { ProviderError, providerHttp } from '../payments/provider-http';

/**
 * The adapter of AADE's registry lookup (issue #47, decision 0075): RgWsPublic2's
 * `rgWsPublic2AfmMethod` over SOAP 1.2 (lib/registry/rgwspublic2.ts), live with the shop's special
 * credentials, otherwise the sandbox inside the API, reached in-process. No answer in time, an
 * HTTP error or a body that is not an answer is a ProviderError (the checkout says the registry
 * cannot be reached and the shopper types the details).
 */
export const REGISTRY_TIMEOUT_MS = 8_000;

const configsOf = adapterConfigs<TaxRegistryConfig>((env, secret) => ({ live: taxRegistryConfig(env, secret), sandbox: sandboxTaxRegistryConfig(env, secret) }));

/** The sandbox's own user, which the sandbox checks whatever the live configuration says. */
export const registrySandboxConfig = (deps: ApiDeps): TaxRegistryConfig => configsOf(deps).sandbox;

export async function lookUpVatNumber(deps: ApiDeps, vatNumber: string): Promise<RegistryAnswer> {
  const config = configsOf(deps).live;
  const body = registryRequest({ username: config.username, password: config.password, calledBy: config.calledBy, calledFor: vatNumber });
  const request = new Request(config.url, { method: 'POST', headers: { 'content-type': 'application/soap+xml; charset=utf-8' }, body, signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
  let text: string;
  try {
    const response = await providerHttp(deps)(request);
    text = await response.text();
    if (!response.ok) throw new ProviderError('registry', `HTTP ${response.status} ${text.slice(0, 200)}`);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError('registry', error instanceof Error ? error.message : String(error));
  }
  try {
    return parseRegistryAnswer(text);
  } catch {
    throw new ProviderError('registry', `not an RgWsPublic2 answer: ${text.slice(0, 200)}`);
  }
}
