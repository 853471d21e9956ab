import { acsConfig, sandboxAcsConfig, type AcsConfig } from '@/lib/config/carriers';
import { acsRefusal, acsRequest, readAcsAnswer, type AcsAlias, type AcsAnswer } from '@/lib/carriers/acs/acs-contract';
import type { ApiDeps } from '../../../context';
import { adapterConfigs } from '../../adapter-configs';
import { ProviderError, providerHttp } from '../../payments/provider-http';
import { CarrierRefusal } from '../carrier-errors';

/**
 * The ACS Courier adapter (issue #48, decision 0083): one call per alias to ACS's single REST
 * endpoint with the `AcsApiKey` header and the credentials in the parameters. Live with the
 * account's credentials (lib/config/carriers.ts), otherwise the sandbox inside the embedded API.
 * A fault of the call (`ACSExecution_HasError`, 403 wrong key, 406 too many calls, no answer, not
 * an envelope) is a ProviderError; a business refusal (`Error_Message`) a CarrierRefusal.
 */
const configsOf = adapterConfigs<AcsConfig>((env, secret) => ({ live: acsConfig(env, secret), sandbox: sandboxAcsConfig(env, secret) }));

export const acsConfigOf = (deps: ApiDeps): AcsConfig => configsOf(deps).live;

/** The sandbox's own account, which the sandbox checks whatever the live configuration says. */
export const acsSandboxConfig = (deps: ApiDeps): AcsConfig => configsOf(deps).sandbox;

/** One call to ACS: its answer read, a fault of the call thrown as ProviderError; a business refusal left in the answer. */
export async function askAcs(deps: ApiDeps, alias: AcsAlias, parameters: Record<string, string | number | null>): Promise<AcsAnswer> {
  const config = acsConfigOf(deps);
  const body = acsRequest(alias, config, parameters);
  let response: Response;
  try {
    response = await providerHttp(deps)(new Request(config.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', AcsApiKey: config.apiKey }, body: JSON.stringify(body) }));
  } catch (error) {
    throw new ProviderError('acs', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  if (!response.ok) throw new ProviderError('acs', `HTTP ${response.status} ${text.slice(0, 200)}`);
  let answer: AcsAnswer;
  try {
    answer = readAcsAnswer(JSON.parse(text));
  } catch {
    throw new ProviderError('acs', `not an ACS answer: ${text.slice(0, 200)}`);
  }
  if (answer.error !== undefined) throw new ProviderError('acs', answer.error);
  return answer;
}

/** The same, a business refusal (`Error_Message`) thrown as CarrierRefusal. */
export async function callAcs(deps: ApiDeps, alias: AcsAlias, parameters: Record<string, string | number | null>): Promise<AcsAnswer> {
  const answer = await askAcs(deps, alias, parameters);
  const refusal = acsRefusal(answer);
  if (refusal) throw new CarrierRefusal('acs', alias, refusal);
  return answer;
}
