import { randomBytes } from 'node:crypto';
import type { ApiDeps } from '../../../context';
import { formOf, postForm } from '../../../testing/payment-helpers';
import { createTestApi, type TestApi } from '../../../testing/test-api';
import type { PaymentOrder, StartedPayment, StoredAttempt } from '../provider';
import { ProviderError } from '../provider-http';
import { findSandboxPayment } from '../sandbox-store';
import { parseParamBackLink } from './param-back-link';
import { winbankProvider } from './winbank-provider';

/** The adapter against its sandbox, called directly (the flow through the API is in winbank-flow.api.test.ts). */
let t: TestApi;
let deps: ApiDeps;
beforeAll(async () => {
  t = await createTestApi();
  deps = { ...t.deps, providerFetch: (request) => Promise.resolve(t.api.fetch(request)) };
});
afterAll(() => t.close());

function order(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  const orderUid = `ord_${randomBytes(8).toString('hex')}`;
  return {
    attemptUid: randomBytes(16).toString('hex'),
    orderUid,
    orderNumber: '100001',
    amountCents: 4990,
    currency: 'EUR',
    language: 'el',
    partnerCode: 'acme',
    email: 'customer@example.test',
    returnUrls: { success: `http://shop.test/el/acme/payment/winbank/success/${orderUid}`, cancel: 'http://shop.test/el/acme/payment/winbank/cancel' },
    ...overrides,
  };
}

/** The browser's way through the sandbox: the start form to pay.aspx, a button, and the return form the bank auto-submits. */
async function payThroughSandbox(start: StartedPayment['start'], choice: 'pay' | 'decline' | 'cancel') {
  if (start.kind !== 'form') throw new Error('Winbank starts with a form');
  const page = await postForm(t, start.action, start.fields);
  expect(page.status).toBe(200);
  const buttons = formOf(await page.text());
  const result = await postForm(t, buttons.action, { ...buttons.fields, action: choice });
  expect(result.status).toBe(200);
  return formOf(await result.text());
}

async function started(overrides: Partial<PaymentOrder> = {}) {
  const input = order(overrides);
  const payment = await winbankProvider(deps).createPayment(input);
  const attempt: StoredAttempt = { uid: input.attemptUid, providerRef: payment.providerRef, amountCents: input.amountCents, currency: 'EUR', data: payment.data ?? {} };
  return { input, payment, attempt };
}

describe('Winbank adapter: createPayment', () => {
  it('issues a ticket and answers the redirect form (the ticket stays private)', async () => {
    const { input, payment } = await started({ language: 'en' });
    expect(payment.providerRef).toMatch(new RegExp(`^${input.attemptUid}-[0-9a-f]{8}$`));
    expect(payment.start).toEqual({
      kind: 'form',
      action: 'http://shop.test/api/sandbox/winbank/redirection/pay.aspx',
      fields: { AcquirerId: '14', MerchantId: '2137477493', PosId: '2141384532', User: 'SANDBOX', LanguageCode: 'en-US', MerchantReference: payment.providerRef, ParamBackLink: expect.any(String) },
    });
    const fields = payment.start.kind === 'form' ? payment.start.fields : {};
    expect(parseParamBackLink(fields.ParamBackLink!)).toEqual({ success: `/el/acme/payment/winbank/success/${input.orderUid}`, failure: '/el/acme/payment/winbank/cancel' });
    expect(payment.data).toEqual({ ticket: expect.stringMatching(/^[0-9a-f]{32}$/), ticketExpiresAt: new Date(t.deps.now().getTime() + 30 * 60_000).toISOString() });
    expect(JSON.stringify(payment.start)).not.toContain(payment.data!.ticket!);
    const row = await findSandboxPayment(t.db, 'winbank', payment.providerRef);
    expect(row).toMatchObject({ amountCents: 4990, data: { ticket: payment.data!.ticket, parameters: input.attemptUid } });
  });

  it('gives every ticket its own reference, even for the same attempt', async () => {
    const input = order();
    const [a, b] = await Promise.all([winbankProvider(deps).createPayment(input), winbankProvider(deps).createPayment(input)]);
    expect(a.providerRef).not.toBe(b.providerRef);
    expect(a.data!.ticket).not.toBe(b.data!.ticket);
  });

  it('throws a ProviderError when the bank refuses the credentials, faults, or cannot be reached', async () => {
    const live = await createTestApi({
      WINBANK_ACQUIRER_ID: '14',
      WINBANK_MERCHANT_ID: '2137477493',
      WINBANK_POS_ID: '2141384532',
      WINBANK_USERNAME: 'SANDBOX',
      WINBANK_PASSWORD: 'not-the-sandbox-password',
      WINBANK_TICKET_URL: 'http://shop.test/api/sandbox/winbank/services/tickets/issuer.asmx',
    });
    try {
      const wrong = { ...live.deps, providerFetch: (request: Request) => Promise.resolve(live.api.fetch(request)) };
      await expect(winbankProvider(wrong).createPayment(order())).rejects.toThrow(/ResultCode 100/);
    } finally {
      await live.close();
    }
    await expect(winbankProvider(deps).createPayment(order({ amountCents: 0 }))).rejects.toThrow(/SOAP fault/);
    const down = { ...deps, providerFetch: () => Promise.reject(new TypeError('fetch failed')) };
    await expect(winbankProvider(down).createPayment(order())).rejects.toBeInstanceOf(ProviderError);
    const html = { ...deps, providerFetch: () => Promise.resolve(new Response('<html>502</html>', { status: 502 })) };
    await expect(winbankProvider(html).createPayment(order())).rejects.toThrow(/not a ticketing answer/);
  });
});

describe('Winbank adapter: verifyReturn', () => {
  const adapter = () => winbankProvider(deps);

  it('pays a genuine success for the attempt’s amount', async () => {
    const { payment, attempt } = await started();
    const back = await payThroughSandbox(payment.start, 'pay');
    expect(adapter().referenceOf(back.fields)).toBe(payment.providerRef);
    expect(await adapter().verifyReturn(back.fields, attempt, 'success')).toEqual({ result: 'paid', amountCents: 4990, currency: 'EUR', transactionId: back.fields.TransactionId });
  });

  it('refuses a tampered HashKey or a tampered signed field', async () => {
    const { payment, attempt } = await started();
    const { fields } = await payThroughSandbox(payment.start, 'pay');
    const flipped = `${fields.HashKey!.slice(0, -1)}${fields.HashKey!.endsWith('A') ? 'B' : 'A'}`;
    expect(await adapter().verifyReturn({ ...fields, HashKey: flipped }, attempt, 'success')).toBeUndefined();
    expect(await adapter().verifyReturn({ ...fields, ResponseCode: '08' }, attempt, 'success')).toBeUndefined();
    expect(await adapter().verifyReturn({ ...fields, HashKey: '' }, attempt, 'success')).toBeUndefined();
  });

  it('refuses a success checked against another attempt’s ticket', async () => {
    const first = await started();
    const second = await started();
    const { fields } = await payThroughSandbox(first.payment.start, 'pay');
    expect(await adapter().verifyReturn(fields, { ...first.attempt, data: second.attempt.data }, 'success')).toBeUndefined();
    expect(await adapter().verifyReturn(fields, second.attempt, 'success')).toBeUndefined();
  });

  it('refuses a success that arrives after the ticket expired', async () => {
    const { payment, attempt } = await started();
    const { fields } = await payThroughSandbox(payment.start, 'pay');
    t.advance(30 * 60_000 + 1);
    expect(await adapter().verifyReturn(fields, attempt, 'success')).toBeUndefined();
  });

  it('fails a decline, and a cancel on the cancel page only', async () => {
    const declined = await started();
    const decline = await payThroughSandbox(declined.payment.start, 'decline');
    expect(await adapter().verifyReturn(decline.fields, declined.attempt, 'cancel')).toMatchObject({ result: 'failed', amountCents: 4990 });

    const cancelled = await started();
    const cancel = await payThroughSandbox(cancelled.payment.start, 'cancel');
    expect(await adapter().verifyReturn(cancel.fields, cancelled.attempt, 'cancel')).toEqual({ result: 'failed', amountCents: 4990, currency: 'EUR', transactionId: null, unsigned: true });
    expect(await adapter().verifyReturn(cancel.fields, cancelled.attempt, 'success')).toBeUndefined();
  });

  it('reads no reference from parameters that do not name one', () => {
    for (const params of [{} as Record<string, string>, { MerchantReference: '' }, { MerchantReference: '<script>' }, { MerchantReference: 'x'.repeat(51) }]) expect(adapter().referenceOf(params)).toBeUndefined();
  });

  it('answers pending to a status query (the redirection manual has no status call)', async () => {
    const { attempt } = await started();
    expect(await adapter().queryStatus(attempt)).toEqual({ result: 'pending', amountCents: 4990, currency: 'EUR', transactionId: null });
  });
});
