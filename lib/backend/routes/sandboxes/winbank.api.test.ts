import { providersConfig } from '../../services/payments/provider-http';
import { findSandboxPayment } from '../../services/payments/sandbox-store';
import { hashKeyMatches, md5Hex } from '../../services/payments/winbank/hash-key';
import { buildParamBackLink } from '../../services/payments/winbank/param-back-link';
import { ISSUE_NEW_TICKET_ACTION, issueNewTicketEnvelope, parseIssueNewTicketResponse, type TicketRequest } from '../../services/payments/winbank/ticket-soap';
import { formOf, postForm } from '../../testing/payment-helpers';
import { createTestApi, type TestApi } from '../../testing/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const TICKETS = 'http://shop.test/api/sandbox/winbank/services/tickets/issuer.asmx';
const PAY = 'http://shop.test/api/sandbox/winbank/redirection/pay.aspx';
const backLink = buildParamBackLink({ success: 'http://shop.test/el/acme/payment/winbank/success/ord_0123456789abcdef', cancel: 'http://shop.test/el/acme/payment/winbank/cancel' });

let refs = 0;
function ticketRequest(overrides: Partial<TicketRequest> = {}): TicketRequest {
  const config = providersConfig(t.deps).winbank;
  refs += 1;
  return {
    Username: config.username,
    Password: md5Hex(config.password),
    MerchantId: config.merchantId,
    PosId: config.posId,
    AcquirerId: config.acquirerId,
    MerchantReference: `sandbox-test-${refs}`,
    RequestType: '02',
    ExpirePreauth: '0',
    Amount: '12.34',
    Installments: '1',
    CurrencyCode: '978',
    Bnpl: '0',
    Parameters: 'attempt-uid',
    ...overrides,
  };
}

async function issue(request: TicketRequest, action = ISSUE_NEW_TICKET_ACTION) {
  const response = await t.api.request(TICKETS, { method: 'POST', headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${action}"` }, body: issueNewTicketEnvelope(request) });
  return { status: response.status, answer: parseIssueNewTicketResponse(await response.text()) };
}

function payForm(request: TicketRequest, overrides: Record<string, string> = {}) {
  return { AcquirerId: request.AcquirerId, MerchantId: request.MerchantId, PosId: request.PosId, User: request.Username, LanguageCode: 'en-US', MerchantReference: request.MerchantReference, ParamBackLink: backLink, ...overrides };
}

describe('Winbank sandbox: ticketing (IssueNewTicket)', () => {
  it('issues a ticket and keeps it with the amount and the reference', async () => {
    const request = ticketRequest();
    const { status, answer } = await issue(request);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ kind: 'result', result: { ResultCode: '0', MinutesToExpiration: '30' } });
    const ticket = answer?.kind === 'result' ? answer.result.TranTicket : '';
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);
    const row = await findSandboxPayment(t.db, 'winbank', request.MerchantReference);
    expect(row).toMatchObject({ status: 'issued', amountCents: 1234, currency: 'EUR', data: { ticket, parameters: 'attempt-uid' } });
  });

  it.each([
    ['a wrong password', { Password: md5Hex('wrong') }],
    ['the password not hashed', { Password: 'plain' }],
    ['another user', { Username: 'OTHER' }],
    ['another PosId', { PosId: '1' }],
    ['another MerchantId', { MerchantId: '1' }],
    ['another AcquirerId', { AcquirerId: '15' }],
  ])('answers ResultCode 100 for %s', async (_label, overrides) => {
    const { status, answer } = await issue(ticketRequest(overrides));
    expect(status).toBe(200);
    expect(answer).toMatchObject({ kind: 'result', result: { ResultCode: '100', TranTicket: '' } });
  });

  it.each([
    ['another currency', { CurrencyCode: '840' }],
    ['a pre-authorisation', { RequestType: '00' }],
    ['a comma amount', { Amount: '12,34' }],
    ['a zero amount', { Amount: '0.00' }],
    ['installments', { Installments: '3' }],
    ['a long reference', { MerchantReference: 'x'.repeat(51) }],
    ['a reference with markup', { MerchantReference: '<x>' }],
  ])('answers a SOAP fault (400) for %s', async (_label, overrides) => {
    const { status, answer } = await issue(ticketRequest(overrides));
    expect(status).toBe(400);
    expect(answer?.kind).toBe('fault');
  });

  it('answers a SOAP fault for another SOAPAction or a body it cannot read', async () => {
    expect((await issue(ticketRequest(), 'http://piraeusbank.gr/paycenter/redirection/Other')).status).toBe(400);
    for (const body of ['', 'not xml', '<!DOCTYPE x><x/>']) {
      const response = await t.api.request(TICKETS, { method: 'POST', headers: { SOAPAction: ISSUE_NEW_TICKET_ACTION }, body });
      expect(response.status).toBe(400);
      expect(parseIssueNewTicketResponse(await response.text())?.kind).toBe('fault');
    }
  });

  it('issues a new ticket for a reference not yet paid, and answers 1048 (recharge attempt) once it is', async () => {
    const request = ticketRequest();
    const first = await issue(request);
    const second = await issue(request);
    expect(second.answer).toMatchObject({ kind: 'result', result: { ResultCode: '0' } });
    expect(second.answer).not.toEqual(first.answer);
    const page = formOf(await (await postForm(t, PAY, payForm(request))).text());
    expect((await postForm(t, page.action, { ...page.fields, action: 'pay' })).status).toBe(200);
    expect((await issue(request)).answer).toMatchObject({ kind: 'result', result: { ResultCode: '1048' } });
  });
});

describe('Winbank sandbox: payment page', () => {
  it('shows the amount with Pay, Decline and Cancel for a known ticket', async () => {
    const request = ticketRequest();
    await issue(request);
    // Field names are case-insensitive, as ASP.NET's Request.Form (one plugin posts `PosID`).
    const { PosId, ...form } = payForm(request);
    const response = await postForm(t, PAY, { ...form, PosID: PosId });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('€12.34');
    for (const label of ['Pay', 'Decline', 'Cancel']) expect(html).toContain(`>${label}</button>`);
  });

  it('refuses an unknown ticket (404), other merchant ids (400), a bad ParamBackLink (400) and an expired ticket (410)', async () => {
    const request = ticketRequest();
    await issue(request);
    expect((await postForm(t, PAY, payForm(request, { MerchantReference: 'never-issued' }))).status).toBe(404);
    expect((await postForm(t, PAY, {})).status).toBe(404);
    expect((await postForm(t, PAY, payForm(request, { PosId: '1' }))).status).toBe(400);
    expect((await postForm(t, PAY, payForm(request, { User: 'OTHER' }))).status).toBe(400);
    for (const link of ['', 's=%2F%2Fevil.example&f=%2Fx', 's=https%3A%2F%2Fevil.example%2F&f=%2Fx', 's=%2Fa']) {
      expect((await postForm(t, PAY, payForm(request, { ParamBackLink: link }))).status).toBe(400);
    }
    t.advance(30 * 60_000 + 1);
    expect((await postForm(t, PAY, payForm(request))).status).toBe(410);
  });
});

describe('Winbank sandbox: the return', () => {
  async function choose(choice: string) {
    const request = ticketRequest();
    const { answer } = await issue(request);
    const ticket = answer?.kind === 'result' ? answer.result.TranTicket : '';
    const page = formOf(await (await postForm(t, PAY, payForm(request))).text());
    const response = await postForm(t, page.action, { ...page.fields, action: choice });
    return { request, ticket, page, response };
  }
  const ids = () => ({ posId: providersConfig(t.deps).winbank.posId, acquirerId: providersConfig(t.deps).winbank.acquirerId });

  it('Pay posts the signed success to the success path + ? + ParamBackLink, once', async () => {
    const { request, ticket, page, response } = await choose('pay');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script>document.forms[0].submit()</script>');
    expect(html).toContain('>Continue</button>');
    const back = formOf(html);
    expect(back.action).toBe(`http://shop.test/el/acme/payment/winbank/success/ord_0123456789abcdef?${backLink}`);
    expect(back.fields).toMatchObject({ ResultCode: '0', StatusFlag: 'Success', ResponseCode: '00', MerchantReference: request.MerchantReference, Parameters: 'attempt-uid', LanguageCode: 'en-US' });
    expect(hashKeyMatches(back.fields.HashKey!, ticket, ids(), back.fields)).toBe(true);
    expect((await postForm(t, page.action, { ...page.fields, action: 'pay' })).status).toBe(409);
    expect((await postForm(t, PAY, payForm(request))).status).toBe(409);
  });

  it('Decline posts a signed failure (ResponseCode 12) to the failure path', async () => {
    const { ticket, response } = await choose('decline');
    const back = formOf(await response.text());
    expect(back.action).toBe(`http://shop.test/el/acme/payment/winbank/cancel?${backLink}`);
    expect(back.fields).toMatchObject({ ResultCode: '0', StatusFlag: 'Failure', ResponseCode: '12' });
    expect(hashKeyMatches(back.fields.HashKey!, ticket, ids(), back.fields)).toBe(true);
  });

  it('Cancel posts an unsigned failure to the failure path', async () => {
    const { response } = await choose('cancel');
    const back = formOf(await response.text());
    expect(back.action).toBe(`http://shop.test/el/acme/payment/winbank/cancel?${backLink}`);
    expect(back.fields).toMatchObject({ ResultCode: '1', StatusFlag: 'Failure', HashKey: '' });
  });

  it('refuses a choice without the page’s token, an unknown choice, and an expired ticket', async () => {
    const request = ticketRequest();
    await issue(request);
    const page = formOf(await (await postForm(t, PAY, payForm(request))).text());
    expect((await postForm(t, page.action, { ...page.fields, SandboxToken: 'guess', action: 'pay' })).status).toBe(403);
    expect((await postForm(t, page.action, { ...page.fields, action: 'refund' })).status).toBe(400);
    expect((await postForm(t, page.action, { ...page.fields, MerchantReference: 'never-issued', action: 'pay' })).status).toBe(404);
    t.advance(30 * 60_000 + 1);
    expect((await postForm(t, page.action, { ...page.fields, action: 'pay' })).status).toBe(410);
  });
});
