import type { Hono } from 'hono';
import { readViesRequest } from '@/lib/vies/vies-rest';
import type { ApiEnv } from '@/lib/backend/context';
import type { Database } from '@/lib/backend/db/client';

/**
 * The EU's VIES VAT number check (REST) played inside the API (issue #47): a few traders known (the
 * numbers the demo and the tests use), any other number answered as not registered, as VIES
 * answers one; a valid answer carries a consultation number (requestIdentifier) when the request
 * names a requester. `setViesSandboxDown` makes it answer as VIES does when a member state's
 * service is away: 200 with `userError` MS_UNAVAILABLE. A body that is not a request: 400 INVALID_INPUT.
 */
type Trader = { vatNumber: string; valid: boolean; name: string; address: string };

const TRADERS: readonly Trader[] = [
  { vatNumber: 'CY10259033P', valid: true, name: 'ACME CYPRUS LTD', address: '1 MAKARIOU AVE, 1065 NICOSIA' },
  // Germany gives neither name nor address.
  { vatNumber: 'DE811569869', valid: true, name: '---', address: '---' },
  { vatNumber: 'CY99999999L', valid: false, name: '---', address: '---' },
];

const down = new WeakSet<Database>();
let consultations = 0;

export function setViesSandboxDown(db: Database, isDown: boolean): void {
  if (isDown) down.add(db);
  else down.delete(db);
}

export function viesSandboxRoutes(app: Hono<ApiEnv>): void {
  app.post('/sandbox/vies/check-vat-number', async (c) => {
    const deps = c.get('deps');
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      json = undefined;
    }
    const asked = readViesRequest(json);
    if (!asked) return c.json({ actionSucceed: false, userError: 'INVALID_INPUT' }, 400);
    if (down.has(deps.db)) return c.json({ userError: 'MS_UNAVAILABLE' }, 200);
    const requestDate = deps.now().toISOString();
    const trader = TRADERS.find((t) => t.vatNumber === `${asked.countryCode}${asked.vatNumber}`);
    const valid = trader?.valid ?? false;
    const requestIdentifier = valid && asked.requesterNumber ? `WAPIAAAAX${String(++consultations).padStart(7, '0')}` : '';
    return c.json({
      countryCode: asked.countryCode,
      vatNumber: asked.vatNumber,
      requestDate,
      valid,
      requestIdentifier,
      name: trader?.name ?? '---',
      address: trader?.address ?? '---',
      traderName: '---',
      traderStreet: '---',
      traderPostalCode: '---',
      traderCity: '---',
      traderCompanyType: '---',
      traderNameMatch: 'NOT_PROCESSED',
      traderStreetMatch: 'NOT_PROCESSED',
      traderPostalCodeMatch: 'NOT_PROCESSED',
      traderCityMatch: 'NOT_PROCESSED',
      traderCompanyTypeMatch: 'NOT_PROCESSED',
    });
  });
}
