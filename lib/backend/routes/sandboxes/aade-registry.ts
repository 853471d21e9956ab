import type { Hono } from 'hono';
import { readRegistryRequest, registryAnswer, type RegistryEntry } from '@/lib/registry/rgwspublic2';
import type { ApiEnv } from '../../context';
import type { Database } from '../../db/client';
import { registrySandboxConfig } from '../../services/tax-registry/registry-client';
import { safeEqual } from '../../services/payments/secure-text';

/**
 * AADE's registry lookup (RgWsPublic2) played inside the API (issue #47, decision 0075): the
 * sandbox's credentials checked, a few demo companies known (the ΑΦΜs the demo and the tests use),
 * any other ΑΦΜ answered as AADE answers an unknown one, and errors written as the service writes
 * them. `setRegistrySandboxDown` makes it answer 503, as the service does when it is away.
 */
const ENTRIES: readonly RegistryEntry[] = [
  { vatNumber: '094014201', name: 'ΑΚΜΕ ΕΛΛΑΣ ΑΝΩΝΥΜΗ ΕΜΠΟΡΙΚΗ ΕΤΑΙΡΕΙΑ', commercialTitle: 'ACME ΕΛΛΑΣ Α.Ε.', taxOffice: 'ΦΑΕ ΑΘΗΝΩΝ', activity: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΕΝΔΥΜΑΤΩΝ', street: 'ΕΡΜΟΥ 24', postalCode: '10563', city: 'ΑΘΗΝΑ', active: true, business: true },
  { vatNumber: '094019245', name: 'ΒΟΡΕΙΑ ΕΝΔΥΣΗ ΜΟΝΟΠΡΟΣΩΠΗ Ι.Κ.Ε.', commercialTitle: '', taxOffice: 'ΦΑΕ ΘΕΣΣΑΛΟΝΙΚΗΣ', activity: 'ΛΙΑΝΙΚΟ ΕΜΠΟΡΙΟ ΥΠΟΔΗΜΑΤΩΝ', street: 'ΤΣΙΜΙΣΚΗ 10', postalCode: '54624', city: 'ΘΕΣΣΑΛΟΝΙΚΗ', active: true, business: true },
  { vatNumber: '800123456', name: 'ΠΑΛΑΙΑ ΕΜΠΟΡΙΚΗ Ο.Ε.', commercialTitle: '', taxOffice: 'ΚΕΦΟΔΕ ΑΤΤΙΚΗΣ', activity: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ', street: 'ΣΤΑΔΙΟΥ 5', postalCode: '10562', city: 'ΑΘΗΝΑ', active: false, business: true },
  { vatNumber: '123456783', name: 'ΠΑΠΑΔΟΠΟΥΛΟΣ ΙΩΑΝΝΗΣ', commercialTitle: '', taxOffice: 'Α΄ ΑΘΗΝΩΝ', activity: '', street: 'ΑΚΑΔΗΜΙΑΣ 1', postalCode: '10671', city: 'ΑΘΗΝΑ', active: true, business: false },
];

const down = new WeakSet<Database>();

export function setRegistrySandboxDown(db: Database, isDown: boolean): void {
  if (isDown) down.add(db);
  else down.delete(db);
}

export function aadeRegistrySandboxRoutes(app: Hono<ApiEnv>): void {
  app.post('/sandbox/aade-registry/RgWsPublic2', async (c) => {
    const deps = c.get('deps');
    const soap = (body: string) => c.body(body, 200, { 'content-type': 'application/soap+xml; charset=utf-8' });
    if (down.has(deps.db)) return c.text('Service Unavailable', 503);
    const asked = readRegistryRequest(await c.req.text());
    if (!asked) return c.text('Bad Request', 400);
    const config = registrySandboxConfig(deps);
    if (asked.username !== config.username || !safeEqual(asked.password, config.password)) {
      return soap(registryAnswer({ error: { code: 'RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED', message: 'Ο χρήστης δεν έχει πιστοποιηθεί' } }));
    }
    const entry = ENTRIES.find((e) => e.vatNumber === asked.calledFor);
    if (!entry) return soap(registryAnswer({ error: { code: 'RG_WS_PUBLIC_AFM_CALLED_FOR_NOT_FOUND', message: 'Ο Α.Φ.Μ. για τον οποίο ζητούνται πληροφορίες δεν υπάρχει' } }));
    return soap(registryAnswer({ entry }));
  });
}
