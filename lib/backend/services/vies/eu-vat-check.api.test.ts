import { eq } from 'drizzle-orm';
import { vatChecks } from '@/lib/backend/db/schema';
import { setViesSandboxDown } from '@/lib/backend/routes/sandboxes/vies';
import type { ApiDeps } from '@/lib/backend/context';
import { freshCustomer, orderSuite } from '@/lib/backend/testing/order-helpers';
import { CHECKS_PER_HOUR, euVatCheck, recentValidCheck } from './eu-vat-check';
import { checkEuVatNumber } from './vies-client';

/**
 * `GET /Checkout/EuVatNumber` (issue #47) against VIES's sandbox: a valid number's trader and
 * consultation number, kept as proof and found by order placement for a day; VIES's refusals in
 * the shop's words, a Greek ΑΦΜ sent to AADE's registry, VIES away, the hourly limit.
 */
jest.setTimeout(60_000);
const s = orderSuite();
const check = (token: string, vat: string) => s.t.call('GET', `/Checkout/EuVatNumber?vatNumber=${encodeURIComponent(vat)}`, undefined, { token });
const rowsOf = (customerId: number) => s.t.db.select().from(vatChecks).where(eq(vatChecks.customerId, customerId));

afterEach(() => setViesSandboxDown(s.t.db, false));

it("confirms a trader registered for trade within the EU, keeps VIES's consultation number, and order placement finds it for a day", async () => {
  const buyer = await freshCustomer(s.t);
  const res = await check(buyer.token, 'cy-10259033-p');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    vatNumber: 'CY10259033P',
    countryCode: 'CY',
    name: 'ACME CYPRUS LTD',
    address: '1 MAKARIOU AVE, 1065 NICOSIA',
    consultation: expect.stringMatching(/^WAPIAAAAX\d+$/),
    checkedAt: s.t.deps.now().toISOString(),
  });
  const rows = await rowsOf(buyer.id);
  expect(rows).toEqual([expect.objectContaining({ vatNumber: 'CY10259033P', valid: true, name: 'ACME CYPRUS LTD', consultation: res.body.consultation })]);
  expect(await recentValidCheck(s.t.db, buyer.id, 'CY10259033P', s.t.deps.now())).toMatchObject({ id: rows[0]!.id, consultation: res.body.consultation });
  expect(await recentValidCheck(s.t.db, buyer.id, 'CY 10259033P', s.t.deps.now())).toMatchObject({ id: rows[0]!.id });
  expect(await recentValidCheck(s.t.db, buyer.id, 'DE811569869', s.t.deps.now())).toBeUndefined();
  expect(await recentValidCheck(s.t.db, (await freshCustomer(s.t)).id, 'CY10259033P', s.t.deps.now())).toBeUndefined();

  s.t.advance(25 * 3_600_000);
  expect(await recentValidCheck(s.t.db, buyer.id, 'CY10259033P', s.t.deps.now())).toBeUndefined();
  expect(await recentValidCheck(s.t.db, buyer.id, 'CY10259033P', s.t.deps.now(), 48)).toMatchObject({ id: rows[0]!.id });
});

it('a member state that gives no name or address: empty, still valid and kept', async () => {
  const buyer = await freshCustomer(s.t);
  const res = await check(buyer.token, 'DE 811 569 869');
  expect([res.status, res.body]).toEqual([200, expect.objectContaining({ vatNumber: 'DE811569869', countryCode: 'DE', name: '', address: '', consultation: expect.any(String) })]);
  expect(await rowsOf(buyer.id)).toHaveLength(1);
});

it("answers VIES's refusals in the shop's words, a Greek ΑΦΜ and a wrong format before asking, and VIES away as 502", async () => {
  const buyer = await freshCustomer(s.t);
  expect(await check(buyer.token, 'CY99999999L')).toMatchObject({ status: 404, body: { error: 'eu_vat_number_not_registered' } });
  expect(await check(buyer.token, 'AT U12345678')).toMatchObject({ status: 404, body: { error: 'eu_vat_number_not_registered' } });
  for (const greek of ['EL094014201', 'GR 094014201']) expect(await check(buyer.token, greek)).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { vatNumber: 'eu_vat_number_greek' } } });
  for (const bad of ['GB123456789', '10259033P', 'CY_10259033P']) expect(await check(buyer.token, bad)).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { vatNumber: 'eu_vat_number_format' } } });
  expect(await check(buyer.token, 'CY1')).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { vatNumber: 'min_characters' } } });
  setViesSandboxDown(s.t.db, true);
  expect(await check(buyer.token, 'CY10259033P')).toMatchObject({ status: 502, body: { error: 'vies_unavailable' } });
  expect(await rowsOf(buyer.id)).toEqual([]);
  expect((await s.t.call('GET', '/Checkout/EuVatNumber?vatNumber=CY10259033P')).status).toBe(401);
});

it(`at most ${CHECKS_PER_HOUR} checks an hour per customer`, async () => {
  const buyer = await freshCustomer(s.t);
  for (let i = 0; i < CHECKS_PER_HOUR; i++) expect((await check(buyer.token, 'CY10259033P')).status).toBe(200);
  const refused = await check(buyer.token, 'CY10259033P');
  expect([refused.status, refused.body.error]).toEqual([429, 'too_many_requests']);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await rowsOf(buyer.id)).toHaveLength(CHECKS_PER_HOUR);
  expect((await check((await freshCustomer(s.t)).token, 'CY10259033P')).status).toBe(200);
});

it("asks in the shop's name (requester EL and its ΑΦΜ); an HTTP error, a body that is not an answer or no answer is 502, VIES's refusal of the number 400", async () => {
  const buyer = await freshCustomer(s.t);
  const sent: unknown[] = [];
  const answering = (status: number, body: string): ApiDeps => ({
    ...s.t.deps,
    providerFetch: async (request) => {
      sent.push(await request.json());
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    },
  });
  const refusal = (deps: ApiDeps) => euVatCheck(deps, buyer.id, 'CY10259033P').then(() => undefined, (error: { status: number; body: unknown }) => [error.status, error.body]);

  await checkEuVatNumber(answering(200, '{"valid":false}'), { countryCode: 'CY', number: '10259033P' });
  expect(sent[0]).toEqual({ countryCode: 'CY', vatNumber: '10259033P', requesterMemberStateCode: 'EL', requesterNumber: s.t.deps.env.SHOP_VAT_NUMBER.replace(/^[A-Z]{2}/, '') });
  expect(await refusal(answering(500, 'Internal Server Error'))).toEqual([502, { error: 'vies_unavailable' }]);
  expect(await refusal(answering(200, '<html>maintenance</html>'))).toEqual([502, { error: 'vies_unavailable' }]);
  expect(await refusal(answering(200, '{"actionSucceed":false,"errorWrappers":[{"error":"GLOBAL_MAX_CONCURRENT_REQ"}]}'))).toEqual([502, { error: 'vies_unavailable' }]);
  expect(await refusal(answering(400, '{"actionSucceed":false,"errorWrappers":[{"error":"INVALID_INPUT"}]}'))).toEqual([400, { error: 'validation_failed', fields: { vatNumber: 'eu_vat_number_format' } }]);
  expect(await refusal({ ...s.t.deps, providerFetch: () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')) })).toEqual([502, { error: 'vies_unavailable' }]);
  expect(await rowsOf(buyer.id)).toEqual([]);
});
