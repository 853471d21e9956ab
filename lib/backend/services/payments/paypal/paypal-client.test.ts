import type { PaypalConfig } from '@/lib/config/payment-providers';
import { ProviderError } from '../provider-http';
import { clearPaypalTokens, paypalClient } from './paypal-client';

/** A fake PayPal: answers the token call and records every request. */
function fakePaypal(answers: { token?: () => Response; api?: (request: Request) => Response } = {}) {
  const requests: Request[] = [];
  let issued = 0;
  const http = async (request: Request) => {
    requests.push(request);
    if (request.url.endsWith('/v1/oauth2/token')) {
      issued += 1;
      return answers.token?.() ?? Response.json({ scope: 'openid', access_token: `A21AA-token-${issued}`, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: 'n' });
    }
    return answers.api?.(request) ?? Response.json({ id: '5O190127TN364715T', status: 'APPROVED' });
  };
  return { http, requests, tokens: () => requests.filter((r) => r.url.endsWith('/v1/oauth2/token')) };
}

const config: PaypalConfig = { mode: 'live', clientId: 'client-id', clientSecret: 'client-secret', apiUrl: 'https://api-m.sandbox.paypal.com' };

let now = new Date('2026-11-22T10:00:00Z');
const clock = () => now;
beforeEach(() => {
  clearPaypalTokens();
  now = new Date('2026-11-22T10:00:00Z');
});

describe('the OAuth token', () => {
  it('is asked with HTTP Basic client credentials and grant_type=client_credentials, then sent as a bearer token', async () => {
    const paypal = fakePaypal();
    const answer = await paypalClient(paypal.http, config, clock).send('GET', '/v2/checkout/orders/5O190127TN364715T');
    expect(answer).toEqual({ status: 200, body: { id: '5O190127TN364715T', status: 'APPROVED' } });
    const [token, call] = paypal.requests;
    expect(token!.url).toBe('https://api-m.sandbox.paypal.com/v1/oauth2/token');
    expect(token!.method).toBe('POST');
    expect(token!.headers.get('authorization')).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(token!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await token!.text()).toBe('grant_type=client_credentials');
    expect(call!.url).toBe('https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T');
    expect(call!.headers.get('authorization')).toBe('Bearer A21AA-token-1');
  });

  it('is reused until shortly before it expires, then renewed', async () => {
    const paypal = fakePaypal();
    const client = paypalClient(paypal.http, config, clock);
    await client.send('GET', '/v2/checkout/orders/A');
    await paypalClient(paypal.http, config, clock).send('GET', '/v2/checkout/orders/B');
    expect(paypal.tokens()).toHaveLength(1);
    now = new Date(now.getTime() + (32400 - 301) * 1000);
    await client.send('GET', '/v2/checkout/orders/C');
    expect(paypal.tokens()).toHaveLength(1);
    now = new Date(now.getTime() + 2000);
    await client.send('GET', '/v2/checkout/orders/D');
    expect(paypal.tokens()).toHaveLength(2);
    expect(paypal.requests.at(-1)!.headers.get('authorization')).toBe('Bearer A21AA-token-2');
  });

  it('is kept per API URL and client, and one is asked for concurrent calls', async () => {
    const paypal = fakePaypal();
    await Promise.all([1, 2, 3].map(() => paypalClient(paypal.http, config, clock).send('GET', '/v2/checkout/orders/A')));
    expect(paypal.tokens()).toHaveLength(1);
    await paypalClient(paypal.http, { ...config, clientId: 'other' }, clock).send('GET', '/v2/checkout/orders/A');
    await paypalClient(paypal.http, { ...config, clientSecret: 'rotated' }, clock).send('GET', '/v2/checkout/orders/A');
    await paypalClient(paypal.http, { ...config, apiUrl: 'https://api-m.paypal.com' }, clock).send('GET', '/v2/checkout/orders/A');
    expect(paypal.tokens()).toHaveLength(4);
  });

  it('is renewed once when PayPal answers 401', async () => {
    let calls = 0;
    const paypal = fakePaypal({ api: () => (++calls === 1 ? Response.json({ error: 'invalid_token' }, { status: 401 }) : Response.json({ id: 'A', status: 'APPROVED' })) });
    expect((await paypalClient(paypal.http, config, clock).send('GET', '/v2/checkout/orders/A')).status).toBe(200);
    expect(paypal.tokens()).toHaveLength(2);
    const refused = fakePaypal({ api: () => Response.json({ name: 'AUTHENTICATION_FAILURE' }, { status: 401 }) });
    clearPaypalTokens();
    await expect(paypalClient(refused.http, config, clock).send('GET', '/v2/checkout/orders/A')).rejects.toThrow(ProviderError);
  });

  it('refused credentials are a ProviderError', async () => {
    const paypal = fakePaypal({ token: () => Response.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, { status: 401 }) });
    await expect(paypalClient(paypal.http, config, clock).send('GET', '/v2/checkout/orders/A')).rejects.toThrow(ProviderError);
  });
});

describe('answers', () => {
  it('a 5xx or a body that is not JSON is a ProviderError; a 4xx is given back', async () => {
    const outage = fakePaypal({ api: () => new Response('upstream', { status: 503 }) });
    await expect(paypalClient(outage.http, config, clock).send('GET', '/x')).rejects.toThrow(ProviderError);
    const html = fakePaypal({ api: () => new Response('<html>', { status: 200 }) });
    await expect(paypalClient(html.http, config, clock).send('GET', '/x')).rejects.toThrow(/not JSON/);
    const missing = fakePaypal({ api: () => Response.json({ name: 'RESOURCE_NOT_FOUND' }, { status: 404 }) });
    expect(await paypalClient(missing.http, config, clock).send('GET', '/x')).toEqual({ status: 404, body: { name: 'RESOURCE_NOT_FOUND' } });
  });

  it('sends JSON bodies and extra headers', async () => {
    const paypal = fakePaypal();
    await paypalClient(paypal.http, config, clock).send('POST', '/v2/checkout/orders', { headers: { 'PayPal-Request-Id': 'abc-create' }, body: { intent: 'CAPTURE' } });
    const call = paypal.requests.at(-1)!;
    expect(call.headers.get('paypal-request-id')).toBe('abc-create');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(await call.json()).toEqual({ intent: 'CAPTURE' });
  });
});
