import { earlyFetchScript, takeEarly, EARLY_FETCH_TTL_MS } from './early-fetch';

/** A window with storage, the page language and a fake fetch recording what the script asks. */
function fakeWindow(items: Record<string, string>, lang = 'el') {
  const data = new Map(Object.entries(items));
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } as unknown as Storage;
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const win: Record<string, unknown> = {
    localStorage: storage,
    document: { documentElement: { lang } },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, headers: init.headers });
      return Promise.resolve(new Response(JSON.stringify({ url }), { status: url.endsWith('/Fail') ? 401 : 200 }));
    },
  };
  const run = (script: string) => new Function('window', 'localStorage', 'document', 'fetch', script)(win, storage, win.document, win.fetch);
  return { win: win as never, storage, calls, run };
}

const SCRIPT = earlyFetchScript({ base: '/api', siteCode: 'site', partner: 'acme', paths: ['/Cart', '/Fail'] });
const SESSION = { usr_fe_at: 'token-1', 'current-partner': 'acme' };

describe('early API reads', () => {
  it('asks nothing without a stored access token', () => {
    const w = fakeWindow({});
    w.run(SCRIPT);
    expect(w.calls).toEqual([]);
  });

  it("asks with the ky client's headers, and hands a success over once", async () => {
    const w = fakeWindow(SESSION, 'en');
    w.run(SCRIPT);
    expect(w.calls.map((c) => c.url)).toEqual(['/api/Cart', '/api/Fail']);
    expect(w.calls[0]!.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en', 'X-Site-Code': 'site', 'X-Partner-Code': 'acme', Authorization: 'Bearer token-1' });
    await expect(takeEarly('/Cart', w.win)).resolves.toEqual({ url: '/api/Cart' });
    await expect(takeEarly('/Cart', w.win)).resolves.toBeUndefined();
    await expect(takeEarly('/Other', w.win)).resolves.toBeUndefined();
  });

  it('hands over no refusal (the client asks again and refreshes the token)', async () => {
    const w = fakeWindow(SESSION);
    w.run(SCRIPT);
    await expect(takeEarly('/Fail', w.win)).resolves.toBeUndefined();
  });

  it('hands over nothing once the token or partner changed, or too late', async () => {
    const changed = fakeWindow(SESSION);
    changed.run(SCRIPT);
    changed.storage.setItem('usr_fe_at', 'token-2');
    await expect(takeEarly('/Cart', changed.win)).resolves.toBeUndefined();

    const partner = fakeWindow(SESSION);
    partner.run(SCRIPT);
    partner.storage.setItem('current-partner', 'hellas');
    await expect(takeEarly('/Cart', partner.win)).resolves.toBeUndefined();

    const late = fakeWindow(SESSION);
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    late.run(SCRIPT);
    now.mockReturnValue(1_000 + EARLY_FETCH_TTL_MS + 1);
    await expect(takeEarly('/Cart', late.win)).resolves.toBeUndefined();
    now.mockRestore();
  });

  it('sends the default language for a page language it does not know', () => {
    const w = fakeWindow(SESSION, 'fr');
    w.run(SCRIPT);
    expect(w.calls[0]!.headers['Accept-Language']).toBe('el');
  });
});
