import { createHmac } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { internationalPhone, zBoxnowDeliveryRequest, BOXNOW_MAX_WEIGHT_KG, CompartmentSizes } from '@/lib/carriers/boxnow/boxnow-contract';
import type { ApiEnv } from '../../context';
import { boxnowSandboxConfig } from '../../services/carriers/boxnow/boxnow-client';
import { boxnowSandboxModeOf, cancelSandboxParcel, findParcel, knownLocker, parcelIdOf, parcelsByOrderNumber, registerParcels, sandboxDestinations, type SandboxParcel } from '../../services/carriers/boxnow/sandbox-state';
import { safeEqual } from '../../services/payments/secure-text';
import { renderSandboxLabel, trackingPage } from './carrier-documents';

/**
 * Box Now's partner API played inside the API (issue #48, decision 0082), as its v1.65 description
 * publishes it: a token for the sandbox's client (JSON body), delivery requests to a locker checked
 * as Box Now checks them (P405 phone, P406 size, P408 amount to collect, P402 an unknown locker,
 * P410 an order number used before, P421 weight), one parcel per item with a 10-digit id, the
 * parcels of an order number, a parcel's A6 label as a PDF, and its cancellation while it is `new`
 * (P420 after), and the lockers it delivers to (`/destinations`, decision 0087: its own network, the
 * seed's lockers at first; P402 checks a request against it). Switched to down or lose by
 * `setBoxnowSandboxMode`.
 */
const BASE = '/sandbox/boxnow/api/v1';

type Refusal = { code: string; message: string };
const refuse = (c: Context<ApiEnv>, refusal: Refusal, status: 400 | 403 | 404 = 400) => c.json(refusal, status);

function sandboxToken(c: Context<ApiEnv>): string {
  const config = boxnowSandboxConfig(c.get('deps'));
  return createHmac('sha256', config.clientSecret).update('boxnow-sandbox-token').digest('base64url');
}

/** 401 without the sandbox's token, 503 while it is down. */
function gate(c: Context<ApiEnv>): Response | undefined {
  if (boxnowSandboxModeOf(c.get('deps').db).mode === 'down') return c.json({ code: 'P600', message: 'Service unavailable' }, 503);
  if (!safeEqual(c.req.header('authorization'), `Bearer ${sandboxToken(c)}`)) return c.body(null, 401);
  return undefined;
}

const toParcel = (row: SandboxParcel) => ({
  id: parcelIdOf(row.id),
  state: row.state,
  cancelationRequested: row.state === 'canceled',
  deliveryRequest: { orderNumber: row.orderNumber },
  events: [{ type: 'new', createTime: row.createdAt.toISOString() }, ...row.events, ...(row.state === 'canceled' && !row.events.some((e) => e.type === 'canceled') ? [{ type: 'canceled', createTime: row.updatedAt.toISOString() }] : [])],
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

async function deliveryRequestProblem(c: Context<ApiEnv>, body: unknown): Promise<Refusal | undefined> {
  const parsed = zBoxnowDeliveryRequest.safeParse(body);
  if (!parsed.success) return { code: 'P400', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const request = parsed.data;
  if (!internationalPhone(request.destination.contactNumber) || !request.destination.contactNumber.startsWith('+')) return { code: 'P405', message: 'Invalid phone number' };
  if (request.items.some((item) => !CompartmentSizes.includes(item.compartmentSize as 1))) return { code: 'P406', message: 'Invalid compartment size' };
  if (request.items.some((item) => item.weight !== undefined && (item.weight <= 0 || item.weight > BOXNOW_MAX_WEIGHT_KG))) return { code: 'P421', message: 'Invalid parcel weight' };
  const collect = Number(request.amountToBeCollected);
  if (request.paymentMode === 'cod' && !(collect > 0 && collect <= 5000)) return { code: 'P408', message: 'Invalid amount to be collected' };
  if (!knownLocker(c.get('deps').db, request.destination.locationId)) return { code: 'P402', message: 'Invalid destination' };
  return undefined;
}

export function boxnowSandboxRoutes(app: Hono<ApiEnv>): void {
  // The public tracking page a customer opens (Box Now's tracker, played).
  app.get('/sandbox/boxnow/track', async (c) => {
    const row = await findParcel(c.get('deps').db, c.req.query('track') ?? '');
    if (!row) return c.html(trackingPage('BOX NOW', 'Δεν βρέθηκε το δέμα. / No such parcel.'), 404);
    return c.html(trackingPage('BOX NOW', `${parcelIdOf(row.id)}: ${row.state}`));
  });

  app.post(`${BASE}/auth-sessions`, async (c) => {
    const config = boxnowSandboxConfig(c.get('deps'));
    const body = (await c.req.json().catch(() => ({}))) as { grant_type?: string; client_id?: string; client_secret?: string };
    if (body.grant_type !== 'client_credentials' || body.client_id !== config.clientId || !safeEqual(body.client_secret, config.clientSecret)) return c.body(null, 401);
    return c.json({ access_token: sandboxToken(c), token_type: 'Bearer', expires_in: 3600 });
  });

  app.post(`${BASE}/delivery-requests`, async (c) => {
    const closed = gate(c);
    if (closed) return closed;
    const deps = c.get('deps');
    const body: unknown = await c.req.json().catch(() => undefined);
    const problem = await deliveryRequestProblem(c, body);
    if (problem) return refuse(c, problem);
    const request = zBoxnowDeliveryRequest.parse(body);
    const rows = await registerParcels(deps.db, request.orderNumber, request.items.length, request as Record<string, unknown>, deps.now());
    if (!rows) return refuse(c, { code: 'P410', message: `Order number ${request.orderNumber} is already used` });
    if (boxnowSandboxModeOf(deps.db).mode === 'lose') return c.json({ message: 'Bad gateway' }, 502);
    return c.json({ id: `dr-${rows[0]!.id}`, parcels: rows.map((row) => ({ id: parcelIdOf(row.id) })) });
  });

  // `locationType` filters as Box Now's does (repeated for several types); every sandbox locker takes every size.
  app.get(`${BASE}/destinations`, (c) => {
    const closed = gate(c);
    if (closed) return closed;
    const types = c.req.queries('locationType') ?? [];
    return c.json({ data: sandboxDestinations(c.get('deps').db).filter((d) => types.length === 0 || types.includes(d.type)) });
  });

  app.get(`${BASE}/parcels`, async (c) => {
    const closed = gate(c);
    if (closed) return closed;
    const orderNumber = c.req.query('orderNumber');
    const parcelId = c.req.query('parcelId');
    const byId = parcelId ? await findParcel(c.get('deps').db, parcelId) : undefined;
    const rows = orderNumber ? await parcelsByOrderNumber(c.get('deps').db, orderNumber) : byId ? [byId] : [];
    return c.json({ pagination: {}, count: rows.length, data: rows.map(toParcel) });
  });

  const label = async (c: Context<ApiEnv>, parcelId: string, paper: 'A6' | 'A4') => {
    const row = await findParcel(c.get('deps').db, parcelId);
    if (!row) return c.body(null, 404);
    const request = zBoxnowDeliveryRequest.parse(row.request);
    const siblings = await parcelsByOrderNumber(c.get('deps').db, row.orderNumber);
    const pdf = await renderSandboxLabel({
      carrier: 'BOX NOW',
      paper,
      parcelId: parcelIdOf(row.id),
      orderNumber: row.orderNumber,
      recipient: request.destination.contactName,
      phone: request.destination.contactNumber,
      destination: `Locker ${request.destination.locationId}`,
      cod: request.paymentMode === 'cod' ? request.amountToBeCollected : null,
      item: row.item,
      items: siblings.length,
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/pdf' });
  };

  app.get(`${BASE}/parcels/:id/label.pdf`, async (c) => gate(c) ?? label(c, c.req.param('id'), 'A6'));

  // `POST /labels:search` (a colon inside the segment): the first parcel's label on the paper asked for.
  app.post(`${BASE}/:action{labels:search}`, async (c) => {
    const closed = gate(c);
    if (closed) return closed;
    const body = (await c.req.json().catch(() => ({}))) as { parcelIds?: unknown; paperSize?: unknown };
    const first = Array.isArray(body.parcelIds) ? String(body.parcelIds[0]) : '';
    if (!first || (body.paperSize !== undefined && body.paperSize !== 'A4' && body.paperSize !== 'A6')) return refuse(c, { code: 'P400', message: 'Invalid data' });
    return label(c, first, body.paperSize === 'A4' ? 'A4' : 'A6');
  });

  // `POST /parcels/{id}:cancel`: the colon is part of the path segment.
  app.post(`${BASE}/parcels/:action`, async (c) => {
    const closed = gate(c);
    if (closed) return closed;
    const match = /^(\d{10}):cancel$/.exec(c.req.param('action'));
    if (!match) return c.body(null, 404);
    const deps = c.get('deps');
    const row = await findParcel(deps.db, match[1]!);
    if (!row) return c.body(null, 404);
    if (!(await cancelSandboxParcel(deps.db, row, deps.now()))) return refuse(c, { code: 'P420', message: 'Parcel is not in a cancellable state' });
    return c.body(null, 200);
  });
}
