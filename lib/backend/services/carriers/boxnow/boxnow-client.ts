import { boxnowConfig, sandboxBoxnowConfig, type BoxnowConfig } from '@/lib/config/carriers';
import { zBoxnowDeliveryResponse, zBoxnowError, zBoxnowParcelList, zBoxnowToken, type BoxnowDeliveryRequest, type BoxnowDeliveryResponse, type BoxnowParcel } from '@/lib/carriers/boxnow/boxnow-contract';
import { BOXNOW_DESTINATIONS_QUERY, readDestinations } from '@/lib/carriers/boxnow/boxnow-lockers';
import type { ApiDeps } from '../../../context';
import { adapterConfigs } from '../../adapter-configs';
import { ProviderError, providerHttp } from '../../payments/provider-http';
import { CarrierRefusal } from '../carrier-errors';

/**
 * The Box Now adapter (issue #48, decision 0082): its partner API with a bearer token from
 * `/api/v1/auth-sessions`, kept until a minute before it expires and fetched again after a 401.
 * Live with credentials (lib/config/carriers.ts), otherwise the sandbox inside the embedded API,
 * reached in-process like the payment sandboxes. A refusal (400/403 with a P-code) is a
 * CarrierRefusal; any other fault a ProviderError.
 */
const tokens = new WeakMap<ApiDeps, { token: string; until: number }>();
const configsOf = adapterConfigs<BoxnowConfig>((env, secret) => ({ live: boxnowConfig(env, secret), sandbox: sandboxBoxnowConfig(env, secret) }));

export const boxnowConfigOf = (deps: ApiDeps): BoxnowConfig => configsOf(deps).live;

/** The sandbox's own client, which the sandbox checks whatever the live configuration says. */
export const boxnowSandboxConfig = (deps: ApiDeps): BoxnowConfig => configsOf(deps).sandbox;

async function send(deps: ApiDeps, path: string, init: { method: 'GET' | 'POST'; json?: unknown; token?: string; accept?: string }): Promise<Response> {
  const config = boxnowConfigOf(deps);
  const headers: Record<string, string> = { accept: init.accept ?? 'application/json' };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  try {
    return await providerHttp(deps)(new Request(`${config.apiUrl}${path}`, { method: init.method, headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) }));
  } catch (error) {
    throw new ProviderError('boxnow', error instanceof Error ? error.message : String(error));
  }
}

async function token(deps: ApiDeps, fresh = false): Promise<string> {
  const kept = tokens.get(deps);
  if (!fresh && kept && kept.until > deps.now().getTime()) return kept.token;
  const config = boxnowConfigOf(deps);
  const response = await send(deps, '/api/v1/auth-sessions', { method: 'POST', json: { grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret } });
  const parsed = zBoxnowToken.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !parsed.success) throw new ProviderError('boxnow', `no token: HTTP ${response.status}`);
  tokens.set(deps, { token: parsed.data.access_token, until: deps.now().getTime() + (parsed.data.expires_in - 60) * 1000 });
  return parsed.data.access_token;
}

/** A call with the token (fetched again once after a 401); a refusal with its P-code, other faults as ProviderError. */
async function call(deps: ApiDeps, path: string, init: { method: 'GET' | 'POST'; json?: unknown; accept?: string }): Promise<Response> {
  let response = await send(deps, path, { ...init, token: await token(deps) });
  if (response.status === 401) response = await send(deps, path, { ...init, token: await token(deps, true) });
  if (response.ok) return response;
  const text = await response.text();
  const refusal = response.status === 400 || response.status === 403 ? zBoxnowError.safeParse((() => { try { return JSON.parse(text); } catch { return undefined; } })()) : undefined;
  if (refusal?.success) throw new CarrierRefusal('boxnow', refusal.data.code, refusal.data.message);
  throw new ProviderError('boxnow', `HTTP ${response.status} ${text.slice(0, 200)}`);
}

export async function createDeliveryRequest(deps: ApiDeps, request: BoxnowDeliveryRequest): Promise<BoxnowDeliveryResponse> {
  const response = await call(deps, '/api/v1/delivery-requests', { method: 'POST', json: request });
  const parsed = zBoxnowDeliveryResponse.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderError('boxnow', 'not a delivery request answer');
  return parsed.data;
}

/** The parcels of a delivery request, by the shop's order number (a request whose answer was lost is found here). */
export async function parcelsOfOrder(deps: ApiDeps, orderNumber: string): Promise<BoxnowParcel[]> {
  const response = await call(deps, `/api/v1/parcels?${new URLSearchParams({ orderNumber })}`, { method: 'GET' });
  const parsed = zBoxnowParcelList.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderError('boxnow', 'not a parcel list');
  return parsed.data.data;
}

/** One parcel, by its id (its events with it); undefined when Box Now has none. */
export async function parcelById(deps: ApiDeps, parcelId: string): Promise<BoxnowParcel | undefined> {
  const response = await call(deps, `/api/v1/parcels?${new URLSearchParams({ parcelId })}`, { method: 'GET' });
  const parsed = zBoxnowParcelList.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderError('boxnow', 'not a parcel list');
  return parsed.data.data.find((parcel) => parcel.id === parcelId);
}

/** A parcel's label, a PDF: A6 as the parcel's own, A4 through `labels:search` (four to a page). */
export async function parcelLabel(deps: ApiDeps, parcelId: string, paper: 'A4' | 'A6' = 'A6'): Promise<Uint8Array> {
  const response =
    paper === 'A6'
      ? await call(deps, `/api/v1/parcels/${encodeURIComponent(parcelId)}/label.pdf`, { method: 'GET', accept: 'application/pdf' })
      : await call(deps, '/api/v1/labels:search', { method: 'POST', json: { parcelIds: [parcelId], paperSize: 'A4', perPage: 4 }, accept: 'application/pdf' });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (String.fromCharCode(...bytes.subarray(0, 5)) !== '%PDF-') throw new ProviderError('boxnow', 'the label is not a PDF');
  return bytes;
}

/** Cancels a parcel that has not left (P420 once it has). Cancelling it twice changes nothing. */
export async function cancelParcel(deps: ApiDeps, parcelId: string): Promise<void> {
  await call(deps, `/api/v1/parcels/${encodeURIComponent(parcelId)}:cancel`, { method: 'POST', json: {} });
}

/** The automated lockers Box Now delivers to now (`GET /api/v1/destinations`, decision 0087); an answer that is not a list: ProviderError. */
export async function lockerDestinations(deps: ApiDeps): Promise<NonNullable<ReturnType<typeof readDestinations>>> {
  const response = await call(deps, `/api/v1/destinations?${new URLSearchParams(BOXNOW_DESTINATIONS_QUERY)}`, { method: 'GET' });
  const read = readDestinations(await response.json().catch(() => undefined));
  if (!read) throw new ProviderError('boxnow', 'not a destination list');
  return read;
}
