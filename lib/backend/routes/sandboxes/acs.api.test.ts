import { acsRequest, readAcsAnswer } from '@/lib/carriers/acs/acs-contract';
import { readCodRemittances } from '@/lib/carriers/acs/acs-cod-remittance';
import { acsSandboxConfig } from '../../services/carriers/acs/acs-client';
import { createTestApi, type TestApi } from '../../testing/test-api';

/**
 * The ACS sandbox speaks ACS's contract (decision 0083): 403 without the API key, an execution
 * error for wrong credentials, business refusals as HTTP 200 with `Error_Message`, a voucher padded
 * with a space, printing and deleting only vouchers it issued and never a deleted one.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const VALID = {
  Pickup_Date: '2026-11-30',
  Recipient_Name: 'Ελένη Κώστα',
  Recipient_Address: 'Ερμού 1',
  Recipient_Zipcode: '10563',
  Recipient_Region: 'Αθήνα',
  Recipient_Cell_Phone: '+306912345678',
  Recipient_Country: 'GR',
  Charge_Type: 2,
  Weight: 1,
  Cod_Ammount: null,
  Cod_Payment_Way: null,
  Acs_Delivery_Products: null,
  Reference_Key1: 'SANDBOX-1',
};

async function call(alias: Parameters<typeof acsRequest>[0], parameters: Record<string, string | number | null>, options: { key?: string; password?: string } = {}) {
  const config = acsSandboxConfig(t.api.deps);
  const body = acsRequest(alias, { companyId: config.companyId, companyPassword: options.password ?? config.companyPassword, userId: config.userId, userPassword: config.userPassword }, { Billing_Code: config.billingCode, ...parameters });
  const res = await t.api.request('/api/sandbox/acs/ACSAutoRest', { method: 'POST', headers: { 'content-type': 'application/json', AcsApiKey: options.key ?? config.apiKey }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as unknown };
}

it('refuses a wrong key (403) and wrong credentials (an execution error)', async () => {
  expect((await call('ACS_Create_Voucher', VALID, { key: 'wrong' })).status).toBe(403);
  const wrong = await call('ACS_Create_Voucher', VALID, { password: 'wrong' });
  expect([wrong.status, readAcsAnswer(wrong.json).error]).toEqual([200, 'Invalid company or user credentials']);
});

it("answers refusals with HTTP 200 and ACS's reason: a Sunday pickup, a weight under 0.5 kg, cash on delivery without its product", async () => {
  for (const [change, reason] of [
    [{ Pickup_Date: '2026-12-06' }, 'Κυριακή'],
    [{ Weight: 0.2 }, 'βάρος'],
    [{ Cod_Ammount: 12.5, Cod_Payment_Way: 0 }, 'COD'],
  ] as const) {
    const answer = await call('ACS_Create_Voucher', { ...VALID, ...change });
    expect(answer.status).toBe(200);
    expect(String(readAcsAnswer(answer.json).values[0]!.Error_Message)).toContain(reason);
  }
});

it('issues a voucher padded with a space, prints it, deletes it, and then neither prints nor deletes it again', async () => {
  const created = readAcsAnswer((await call('ACS_Create_Voucher', VALID)).json);
  const raw = String(created.values[0]!.Voucher_No);
  expect(raw).toMatch(/^ \d{10}$/);
  const voucher = raw.trim();
  const printed = readAcsAnswer((await call('ACS_Print_Voucher', { Voucher_No: voucher, Print_Type: 2, Start_Position: 1 })).json);
  expect(Buffer.from(String(printed.values[0]!.ACSObjectOutput), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  expect(readAcsAnswer((await call('ACS_Delete_Voucher', { Voucher_No: voucher })).json).values[0]!.Error_Message).toBeNull();
  expect(String(readAcsAnswer((await call('ACS_Print_Voucher', { Voucher_No: voucher, Print_Type: 1, Start_Position: 1 })).json).values[0]!.Error_Message)).toContain('Δεν βρέθηκε');
  expect(String(readAcsAnswer((await call('ACS_Delete_Voucher', { Voucher_No: voucher })).json).values[0]!.Error_Message)).toContain('Δεν βρέθηκε');
});

it('lists the cash on delivery it paid over on a day, two working days after the delivery, in the document\'s shape; "Error fill data" without a day', async () => {
  const created = readAcsAnswer((await call('ACS_Create_Voucher', { ...VALID, Cod_Ammount: 42.5, Cod_Payment_Way: 0, Acs_Delivery_Products: 'COD' })).json);
  const voucher = String(created.values[0]!.Voucher_No).trim();
  // Delivered on Sunday the 22nd: paid over on Tuesday the 24th.
  expect((await t.call('POST', '/test/carrier-event', { carrier: 'acs', parcelId: voucher, event: 'ΠΑΡΑΔΟΣΗ' })).status).toBe(200);
  const paidOn = async (day: string | null) => readAcsAnswer((await call('ACS_COD_Beneficiary_Info', { COD_Payment_Date: day })).json);
  expect((await paidOn('2026-11-24')).table).toEqual([]); // still to come
  t.advance(2 * 86_400_000);
  expect((await paidOn('2026-11-23')).table).toEqual([]);
  const answer = await paidOn('2026-11-24');
  expect(answer.table[0]).toMatchObject({ POD: voucher, Parcel_COD_Amount: 42.5, COD_Amount_Cach: 42.5, COD_Amount_CreditCard: 0, Customer_RefNo_1: 'SANDBOX-1', Parcel_Delivery_Date: '2026-11-22T00:00:00' });
  expect(readCodRemittances(answer)).toEqual({ remittances: [{ voucher, amountCents: 4_250, cashCents: 4_250, cardCents: 0, reference: 'SANDBOX-1' }], unreadable: 0 });
  expect((await paidOn(null)).values[0]!.Error_msg).toBe('Error fill data');
});
