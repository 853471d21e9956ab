import { viesConfig, type ViesConfig } from '@/lib/config/vies';
import { parseViesAnswer, viesRequest, type ViesAnswer } from '@/lib/vies/vies-rest';
import type { ApiDeps } from '@/lib/backend/context';
import { ProviderError, providerHttp } from '@/lib/backend/services/payments/provider-http';

/**
 * The adapter of the EU's VIES VAT number check (issue #47): the Commission's REST API
 * (lib/vies/vies-rest.ts), asked in the name of the shop's own ΑΦΜ (requester EL) so that a valid
 * answer carries a consultation number; outside production, the sandbox inside the API, reached
 * in-process (lib/config/vies.ts). No answer in time, an HTTP error or a body that is not an
 * answer is a ProviderError (the checkout says VIES cannot be reached now).
 */
export const VIES_TIMEOUT_MS = 8_000;

const configs = new WeakMap<ApiDeps, ViesConfig>();

function configOf(deps: ApiDeps): ViesConfig {
  let found = configs.get(deps);
  if (!found) {
    found = viesConfig(deps.env);
    configs.set(deps, found);
  }
  return found;
}

/** The shop's ΑΦΜ as VIES takes a requester's number: without its country prefix. */
export const viesRequesterNumber = (deps: Pick<ApiDeps, 'env'>): string => deps.env.SHOP_VAT_NUMBER.replace(/^[A-Z]{2}/, '');

export async function checkEuVatNumber(deps: ApiDeps, input: { countryCode: string; number: string }): Promise<ViesAnswer> {
  const config = configOf(deps);
  const body = viesRequest({ countryCode: input.countryCode, vatNumber: input.number, requesterCountryCode: 'EL', requesterNumber: viesRequesterNumber(deps) });
  const request = new Request(config.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
  });
  let response: Response;
  let text: string;
  try {
    response = await providerHttp(deps)(request);
    text = await response.text();
  } catch (error) {
    throw new ProviderError('vies', error instanceof Error ? error.message : String(error));
  }
  const answer = readAnswer(text);
  // VIES answers some refusals (INVALID_INPUT …) with an HTTP error and its usual error body.
  if (answer && (response.ok || answer.kind !== 'answer')) return answer;
  throw new ProviderError('vies', response.ok ? `not a VIES answer: ${text.slice(0, 200)}` : `HTTP ${response.status} ${text.slice(0, 200)}`);
}

function readAnswer(text: string): ViesAnswer | undefined {
  try {
    return parseViesAnswer(JSON.parse(text));
  } catch {
    return undefined;
  }
}
