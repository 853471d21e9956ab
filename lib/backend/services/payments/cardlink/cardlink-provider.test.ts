import { createHash } from 'node:crypto';
import { parseServerEnv } from '@/lib/config/server-env';
import type { ApiDeps } from '../../../context';
import type { PaymentOrder, StoredAttempt } from '../provider';
import { sandboxSecret } from '../provider-http';
import { alphaProvider, cardlinkProvider, eurobankProvider } from './cardlink-provider';
import { cardlinkOrderId } from './request';
import { signedResponse } from './response';

/** The adapters need only env and the signing key (no remote call, no database). */
const depsWith = (env: Record<string, string> = {}) =>
  ({ env: parseServerEnv({ PUBLIC_URL: 'http://shop.test', ...env }), jwtKey: new Uint8Array(32).fill(7), now: () => new Date('2026-11-22T10:00:00Z') }) as ApiDeps;
const deps = depsWith();
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const ORDER: PaymentOrder = {
  attemptUid: '0123456789abcdef0123456789abcdef',
  orderUid: 'order-uid',
  orderNumber: 'A-100234',
  amountCents: 1234,
  currency: 'EUR',
  language: 'el',
  partnerCode: 'acme',
  email: 'eleni@example.gr',
  returnUrls: { success: 'http://shop.test/el/acme/payment/alpha/success', cancel: 'http://shop.test/el/acme/payment/alpha/cancel' },
};

describe('createPayment', () => {
  it("answers the form to the bank's shophandlermpi, with the documented fields in order and their digest", async () => {
    const started = await alphaProvider(deps).createPayment(ORDER);
    const orderid = cardlinkOrderId(ORDER.attemptUid);
    expect(started.providerRef).toBe(orderid);
    expect(started.data).toBeUndefined();
    expect(started.start).toEqual({ kind: 'form', action: 'http://shop.test/api/sandbox/alpha/vpos/shophandlermpi', fields: expect.any(Object) });
    if (started.start.kind !== 'form') throw new Error('a form');
    const { digest, ...fields } = started.start.fields;
    expect(fields).toEqual({
      version: '2',
      mid: '0020000001',
      lang: 'el',
      orderid,
      orderDesc: 'A-100234',
      orderAmount: '12.34',
      currency: 'EUR',
      payerEmail: 'eleni@example.gr',
      trType: '1',
      confirmUrl: ORDER.returnUrls.success,
      cancelUrl: ORDER.returnUrls.cancel,
      var1: ORDER.attemptUid,
    });
    expect(Object.keys(started.start.fields)).toEqual([...Object.keys(fields), 'digest']);
    expect(digest).toBe(sha(Object.values(fields).join('') + sandboxSecret(deps, 'alpha')));
  });

  it('writes amounts with two decimals and the language the order was placed in', async () => {
    const fieldsOf = async (changes: Partial<PaymentOrder>) => {
      const { start } = await alphaProvider(deps).createPayment({ ...ORDER, ...changes });
      return start.kind === 'form' ? start.fields : {};
    };
    expect((await fieldsOf({ amountCents: 5 })).orderAmount).toBe('0.05');
    expect((await fieldsOf({ amountCents: 100 })).orderAmount).toBe('1.00');
    expect((await fieldsOf({ amountCents: 123456 })).orderAmount).toBe('1234.56');
    expect((await fieldsOf({ language: 'en' })).lang).toBe('en');
  });

  it("signs Eurobank's with Eurobank's sandbox merchant, and uses the live merchant when env sets one", async () => {
    const euro = await eurobankProvider(deps).createPayment(ORDER);
    if (euro.start.kind !== 'form') throw new Error('a form');
    expect(euro.start.action).toBe('http://shop.test/api/sandbox/eurobank/vpos/shophandlermpi');
    expect(euro.start.fields.mid).toBe('0030000001');
    const { digest, ...fields } = euro.start.fields;
    expect(digest).toBe(sha(Object.values(fields).join('') + sandboxSecret(deps, 'eurobank')));

    const live = depsWith({ ALPHA_MID: '0020123456', ALPHA_SHARED_SECRET: 'live-secret' });
    const alpha = await alphaProvider(live).createPayment(ORDER);
    if (alpha.start.kind !== 'form') throw new Error('a form');
    expect(alpha.start.action).toBe('https://www.alphaecommerce.gr/vpos/shophandlermpi');
    expect(alpha.start.fields.mid).toBe('0020123456');
    const { digest: liveDigest, ...liveFields } = alpha.start.fields;
    expect(liveDigest).toBe(sha(Object.values(liveFields).join('') + 'live-secret'));
    const eurobankLive = await eurobankProvider(depsWith({ EUROBANK_MID: '1', EUROBANK_SHARED_SECRET: 's' })).createPayment(ORDER);
    expect(eurobankLive.start).toMatchObject({ action: 'https://vpos.eurocommerce.gr/vpos/shophandlermpi' });
  });
});

describe('verifyReturn', () => {
  const provider = cardlinkProvider(deps, 'alpha');
  const attempt: StoredAttempt = { uid: ORDER.attemptUid, providerRef: cardlinkOrderId(ORDER.attemptUid), amountCents: 1234, currency: 'EUR', data: {} };
  const secret = sandboxSecret(deps, 'alpha');
  const bankReturn = (changes: Record<string, string> = {}, key = secret) =>
    signedResponse(
      {
        version: '2',
        mid: '0020000001',
        orderid: attempt.providerRef,
        status: 'CAPTURED',
        orderAmount: '12.34',
        currency: 'EUR',
        paymentTotal: '12.34',
        message: 'OK, 00 - Approved',
        riskScore: '0',
        payMethod: 'visa',
        txId: '926012471',
        paymentRef: '138104',
        ...changes,
      },
      key,
    );

  it('is a signed-returns provider named Alpha / Eurobank', () => {
    expect([provider.name, provider.slug, provider.signedReturns]).toEqual(['Alpha', 'alpha', true]);
    const euro = eurobankProvider(deps);
    expect([euro.name, euro.slug, euro.signedReturns]).toEqual(['Eurobank', 'eurobank', true]);
  });

  it('names the attempt by orderid', () => {
    expect(provider.referenceOf(bankReturn())).toBe(attempt.providerRef);
    expect(provider.referenceOf({ digest: 'x' })).toBeUndefined();
    expect(provider.referenceOf({ orderid: '' })).toBeUndefined();
  });

  it('a genuine CAPTURED or AUTHORIZED return is paid, with the bank amount and transaction id', async () => {
    expect(await provider.verifyReturn(bankReturn(), attempt, 'success')).toEqual({ result: 'paid', amountCents: 1234, currency: 'EUR', transactionId: '926012471' });
    expect(await provider.verifyReturn(bankReturn({ status: 'AUTHORIZED' }), attempt, 'success')).toMatchObject({ result: 'paid' });
    // The amount is the bank's (the confirmation compares it with the attempt's).
    expect(await provider.verifyReturn(bankReturn({ orderAmount: '0.01' }), attempt, 'success')).toMatchObject({ result: 'paid', amountCents: 1 });
  });

  it("the bank's signed status wins over the page it came back to", async () => {
    expect(await provider.verifyReturn(bankReturn({ status: 'REFUSED', paymentRef: '' }), attempt, 'success')).toMatchObject({ result: 'failed' });
    expect(await provider.verifyReturn(bankReturn(), attempt, 'cancel')).toMatchObject({ result: 'paid' });
    for (const status of ['CANCELED', 'REFUSED', 'ERROR']) expect(await provider.verifyReturn(bankReturn({ status }), attempt, 'cancel')).toMatchObject({ result: 'failed' });
    expect(await provider.verifyReturn(bankReturn({ status: 'UNKNOWN' }), attempt, 'success')).toMatchObject({ result: 'pending' });
  });

  it('refuses a tampered digest or amount, another merchant, another orderid, another bank', async () => {
    const genuine = bankReturn();
    const refused = async (params: Record<string, string>, forAttempt = attempt) => expect(await provider.verifyReturn(params, forAttempt, 'success')).toBeUndefined();
    await refused({ ...genuine, digest: bankReturn({ txId: '1' }).digest! });
    await refused({ ...genuine, orderAmount: '0.01' });
    await refused({ ...genuine, paymentTotal: '0.01' });
    await refused({ ...genuine, status: 'CAPTURED ' });
    await refused(bankReturn({ mid: '0020000002' }));
    await refused(genuine, { ...attempt, providerRef: 'another0000000000000000001' });
    await refused(bankReturn({}, sandboxSecret(deps, 'eurobank')));
    expect(await eurobankProvider(deps).verifyReturn(genuine, attempt, 'success')).toBeUndefined();
  });

  it('queryStatus answers pending (no status API is used)', async () => {
    expect(await provider.queryStatus(attempt)).toEqual({ result: 'pending', amountCents: 1234, currency: 'EUR', transactionId: null });
  });
});
