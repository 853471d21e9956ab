import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TokenSet } from '@/lib/contract/auth';
import { createApiClient, isRefreshSkipped } from './client';
import { ApiError, keepRawError } from './errors';

/** A real HTTP server playing the API: tokens `t0`, `t1`… where only the newest is valid. */
type Call = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type FakeApi = {
  base: string;
  calls: Call[];
  refreshCalls: () => Call[];
  /** the currently valid access token */
  validAt: string;
  refreshMode: 'ok' | 'fail' | 'empty' | 'invalid' | 'down' | 'unreachable';
  /** delay (ms) of every answer, so concurrent calls overlap */
  delayMs: number;
  /** answer 401 whatever the token (a revoked customer) */
  always401: boolean;
  close: () => Promise<void>;
};

async function startFakeApi(): Promise<FakeApi> {
  let generation = 0;
  const api = {
    calls: [] as Call[],
    validAt: 't0',
    refreshMode: 'ok',
    delayMs: 0,
    always401: false,
  } as FakeApi;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/api/, '');
      api.calls.push({ method: req.method ?? '', path, headers: req.headers, body });
      const send = (status: number, payload?: unknown) =>
        setTimeout(() => {
          if (payload === undefined) res.writeHead(status).end();
          else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
        }, api.delayMs);

      if (path.toLowerCase() === '/account/refreshtoken') {
        const { rt } = JSON.parse(body) as { at: string; rt: string };
        if (api.refreshMode === 'unreachable') return req.socket.destroy();
        if (api.refreshMode === 'down') return send(503, { error: 'service_unavailable' });
        if (api.refreshMode === 'fail' || rt !== `r${generation}`) return send(401, { error: 'invalid_refresh_token' });
        if (api.refreshMode === 'empty') return send(200);
        if (api.refreshMode === 'invalid') return send(200, { at: 'x' });
        generation += 1;
        api.validAt = `t${generation}`;
        return send(200, { at: api.validAt, rt: `r${generation}`, ad: 15, rd: 10080 });
      }
      if (path === '/Customers/Login' || path === '/customers/updatepassword' || path === '/Customers/RefreshToken') {
        return send(401, { error: 'invalid_credentials' });
      }
      if (path === '/boom') return send(500);
      if (path === '/forbidden') return send(403, { error: 'forbidden' });
      if (path === '/other-partner') return send(403, { error: 'partner_mismatch' });
      if (api.always401 || req.headers.authorization !== `Bearer ${api.validAt}`) return send(401);
      return send(200, { ok: true, path, method: req.method, body: body || null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api.base = `http://127.0.0.1:${port}/api`;
  api.refreshCalls = () => api.calls.filter((c) => c.path.toLowerCase() === '/account/refreshtoken');
  api.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return api;
}

function setup(api: FakeApi, session: { at?: string; rt?: string } = { at: 't-expired', rt: 'r0' }) {
  const state = { session: { ...session }, partner: 'acme' as string | undefined, lang: 'en' };
  const refreshed: TokenSet[] = [];
  const onAuthFailure = jest.fn();
  const client = createApiClient({
    baseUrl: api.base,
    getSession: () => state.session,
    getLanguage: () => state.lang,
    getPartnerCode: () => state.partner,
    siteCode: 'b2b-test',
    onTokensRefreshed: (tokens) => {
      refreshed.push(tokens);
      state.session = { at: tokens.at, rt: tokens.rt };
    },
    onAuthFailure,
  });
  return { client, state, refreshed, onAuthFailure };
}

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(async () => {
  await api.close();
});

describe('createApiClient headers', () => {
  it('sends Accept, bearer, language, site and partner headers', async () => {
    const { client } = setup(api, { at: 't0', rt: 'r0' });
    await expect(client.get('Products/1').json()).resolves.toMatchObject({ ok: true, path: '/Products/1' });
    const [call] = api.calls;
    expect(call?.headers).toMatchObject({
      accept: 'application/json',
      authorization: 'Bearer t0',
      'accept-language': 'en',
      'x-site-code': 'b2b-test',
      'x-partner-code': 'acme',
    });
  });

  it('omits Authorization without a token and X-Partner-Code without a partner; language defaults to el', async () => {
    const { client, state } = setup(api, {});
    state.partner = undefined;
    state.lang = '';
    await expect(client.get('health', keepRawError)).rejects.toMatchObject({ name: 'HTTPError' });
    const [call] = api.calls;
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers['x-partner-code']).toBeUndefined();
    expect(call?.headers['accept-language']).toBe('el');
  });

  it('reads the session, language and partner at each request', async () => {
    const { client, state } = setup(api, { at: 't0', rt: 'r0' });
    await client.get('a');
    state.lang = 'el';
    state.partner = 'hellas';
    await client.get('b');
    expect(api.calls.map((c) => [c.headers['accept-language'], c.headers['x-partner-code']])).toEqual([
      ['en', 'acme'],
      ['el', 'hellas'],
    ]);
  });
});

describe('refresh on 401', () => {
  it('refreshes once, stores the tokens and replays the request with the new token', async () => {
    const { client, refreshed, onAuthFailure } = setup(api);
    const answer = await client.post('Cart/Items', { json: { productId: 7 } }).json();
    expect(answer).toMatchObject({ ok: true, method: 'POST', body: '{"productId":7}' });
    expect(api.calls.map((c) => `${c.method} ${c.path} ${c.headers.authorization ?? '-'}`)).toEqual([
      'POST /Cart/Items Bearer t-expired',
      'POST /account/refreshtoken -',
      'POST /Cart/Items Bearer t1',
    ]);
    expect(JSON.parse(api.refreshCalls()[0]?.body ?? '{}')).toEqual({ at: 't-expired', rt: 'r0' });
    expect(api.refreshCalls()[0]?.headers).toMatchObject({ 'x-partner-code': 'acme', 'x-site-code': 'b2b-test' });
    expect(refreshed).toEqual([{ at: 't1', rt: 'r1', ad: 15, rd: 10080 }]);
    expect(onAuthFailure).not.toHaveBeenCalled();
    // the replay keeps the other headers
    expect(api.calls[2]?.headers).toMatchObject({ 'accept-language': 'en', 'x-partner-code': 'acme', 'content-type': 'application/json' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    api.delayMs = 20;
    const { client, refreshed } = setup(api);
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((p) => client.get(`Products/${p}`).json()));
    expect(answers).toHaveLength(5);
    expect(api.refreshCalls()).toHaveLength(1);
    expect(refreshed).toHaveLength(1);
    const replays = api.calls.filter((c) => c.headers.authorization === 'Bearer t1');
    expect(replays.map((c) => c.path).sort()).toEqual(['/Products/a', '/Products/b', '/Products/c', '/Products/d', '/Products/e']);
  });

  it('replays without a new refresh when the tokens changed while the request was out', async () => {
    api.delayMs = 30;
    const { client, state } = setup(api, { at: 't0', rt: 'r0' });
    api.validAt = 't9'; // t0 is no longer valid
    const first = client.get('Products/1').json();
    while (api.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    state.session = { at: 't9', rt: 'r9' }; // another tab refreshed while the request was out
    await expect(first).resolves.toMatchObject({ ok: true });
    expect(api.refreshCalls()).toHaveLength(0);
    expect(api.calls.map((c) => c.headers.authorization)).toEqual(['Bearer t0', 'Bearer t9']);
  });

  it.each(['fail', 'empty', 'invalid'] as const)('refresh %s → onAuthFailure and the original 401 surfaces', async (mode) => {
    api.refreshMode = mode;
    const { client, refreshed, onAuthFailure } = setup(api);
    await expect(client.get('Customers/Profile').json()).rejects.toMatchObject({ name: 'ApiError', status: 401, key: 'api_err_401' });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(refreshed).toEqual([]);
    expect(api.calls.map((c) => c.path)).toEqual(['/Customers/Profile', '/account/refreshtoken']);
  });

  it.each(['down', 'unreachable'] as const)('a refresh that got no answer (%s) keeps the session: the 401 surfaces, the next call refreshes', async (mode) => {
    api.refreshMode = mode;
    const { client, refreshed, onAuthFailure } = setup(api);
    await expect(client.get('Customers/Profile').json()).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(refreshed).toEqual([]);
    api.refreshMode = 'ok';
    await expect(client.get('Customers/Profile').json()).resolves.toMatchObject({ ok: true });
    expect(refreshed).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a failed refresh shared by concurrent 401s reports one auth failure', async () => {
    api.refreshMode = 'fail';
    api.delayMs = 20;
    const { client, onAuthFailure } = setup(api);
    const results = await Promise.allSettled([client.get('a'), client.get('b'), client.get('c')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(api.refreshCalls()).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('without stored tokens it fails at once without calling refresh', async () => {
    const { client, onAuthFailure } = setup(api, {});
    await expect(client.get('Customers/Profile')).rejects.toBeInstanceOf(ApiError);
    expect(api.refreshCalls()).toHaveLength(0);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it.each(['Customers/Login', 'customers/updatepassword', 'Customers/RefreshToken', 'account/refreshtoken', 'ACCOUNT/RefreshToken'])(
    'never refreshes for %s',
    async (path) => {
      const { client, onAuthFailure } = setup(api);
      await expect(client.post(path, { json: { at: 'x', rt: 'nope' } })).rejects.toMatchObject({ status: 401 });
      expect(api.calls).toHaveLength(1);
      expect(onAuthFailure).not.toHaveBeenCalled();
    },
  );

  it('a 401 on the replay surfaces without another refresh', async () => {
    api.always401 = true;
    const { client, refreshed, onAuthFailure } = setup(api);
    await expect(client.get('Orders').json()).rejects.toMatchObject({ status: 401, key: 'api_err_401' });
    expect(api.calls.map((c) => `${c.path} ${c.headers.authorization}`)).toEqual([
      '/Orders Bearer t-expired',
      '/account/refreshtoken undefined',
      '/Orders Bearer t1',
    ]);
    expect(refreshed).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("another partner's token (403 partner_mismatch) ends the session once; any other 403 is only an error", async () => {
    const { client, refreshed, onAuthFailure } = setup(api);
    await expect(client.get('forbidden')).rejects.toMatchObject({ status: 403 });
    expect(onAuthFailure).not.toHaveBeenCalled();
    await expect(client.get('other-partner')).rejects.toMatchObject({ status: 403 });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(refreshed).toEqual([]);
  });

  it('does not retry other failures automatically', async () => {
    const { client } = setup(api, { at: 't0', rt: 'r0' });
    await expect(client.get('boom')).rejects.toMatchObject({ status: 500, key: 'api_err_500' });
    expect(api.calls).toHaveLength(1);
    await api.close();
    await expect(client.get('Products/1')).rejects.toMatchObject({ name: 'ApiError', key: expect.stringContaining('network error') });
    api = await startFakeApi(); // for afterEach
  });
});

describe('isRefreshSkipped', () => {
  it.each([
    ['http://x/api/Customers/Login', true],
    ['http://x/api/customers/login/', true],
    ['http://x/api/Customers/UpdatePassword?x=1', true],
    ['http://x/api/account/RefreshToken', true],
    ['/api/Customers/RefreshToken', true],
    ['http://x/api/Customers/Profile', false],
    ['http://x/api/Customers/LoginHistory', false],
  ])('%s → %p', (url, expected) => expect(isRefreshSkipped(url)).toBe(expected));
});
