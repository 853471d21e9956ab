import { setRegistrySandboxDown } from '../../routes/sandboxes/aade-registry';
import { freshCustomer, orderSuite } from '../../testing/order-helpers';
import { LOOKUPS_PER_HOUR } from './tax-registry';

/**
 * `GET /Checkout/TaxRegistry` (issue #47, decision 0075) against the registry's sandbox: a company's
 * invoice details, the registry's refusals in the shop's words, the registry away, the hourly limit.
 */
jest.setTimeout(60_000);
const s = orderSuite();
const lookUp = (token: string, vat: string) => s.t.call('GET', `/Checkout/TaxRegistry?vatNumber=${encodeURIComponent(vat)}`, undefined, { token });

afterEach(() => setRegistrySandboxDown(s.t.db, false));

it("gives a company's invoice details: its name, main activity, tax office as the shop's list names it, address", async () => {
  const buyer = await freshCustomer(s.t);
  const res = await lookUp(buyer.token, 'EL 094014201');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    vatNumber: '094014201',
    companyName: 'ΑΚΜΕ ΕΛΛΑΣ ΑΝΩΝΥΜΗ ΕΜΠΟΡΙΚΗ ΕΤΑΙΡΕΙΑ',
    job: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΕΝΔΥΜΑΤΩΝ',
    irs: expect.stringMatching(/^ΦΑΕ Αθηνών$/i),
    address: { street: 'ΕΡΜΟΥ 24', postalCode: '10563', city: 'ΑΘΗΝΑ' },
  });
});

it("answers the registry's refusals in the shop's words, a wrong ΑΦΜ before asking, and the registry away as 502", async () => {
  const buyer = await freshCustomer(s.t);
  expect((await lookUp(buyer.token, '094014202')).body).toEqual({ error: 'validation_failed', fields: { vatNumber: 'vat_number_check_digit' } });
  expect((await lookUp(buyer.token, '070563219')).body).toEqual({ error: 'vat_number_not_registered' });
  expect((await lookUp(buyer.token, '123456783')).body).toEqual({ error: 'vat_number_not_business' });
  expect((await lookUp(buyer.token, '800123456')).body).toEqual({ error: 'vat_number_inactive' });
  setRegistrySandboxDown(s.t.db, true);
  const away = await lookUp(buyer.token, '094014201');
  expect([away.status, away.body]).toEqual([502, { error: 'tax_registry_unavailable' }]);
  expect((await s.t.call('GET', '/Checkout/TaxRegistry?vatNumber=094014201')).status).toBe(401);
});

it(`at most ${LOOKUPS_PER_HOUR} lookups an hour per customer`, async () => {
  const buyer = await freshCustomer(s.t);
  for (let i = 0; i < LOOKUPS_PER_HOUR; i++) expect((await lookUp(buyer.token, '094019245')).status).toBe(200);
  const refused = await lookUp(buyer.token, '094019245');
  expect([refused.status, refused.body.error]).toEqual([429, 'too_many_requests']);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await lookUp((await freshCustomer(s.t)).token, '094019245')).status).toBe(200);
});
