import type { LookupFunction } from 'node:net';
import { parseAllowList } from '@/lib/rules/catalog-import/picture-url-address';
import { fetchPictureUrl, PictureFetchError } from './fetch-picture-url';
import { plainPicture } from './testing/picture-files';
import { startPictureServer, type PictureServer } from './testing/picture-server';

/** The SSRF-guarded fetch of a picture URL (issue #45 item 3, decision 0045), against a local server on 127.0.0.1. */
let server: PictureServer;
let png: Buffer;
const local = parseAllowList('127.0.0.1');

/** DNS that answers every name with one address (a name pointing, or re-pointed, at an inner address). */
const dnsAnswering =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = address.includes(':') ? 6 : 4;
    const done = callback as unknown as (...args: unknown[]) => void;
    if (options.all) done(null, [{ address, family }]);
    else done(null, address, family);
  };

async function refusal(url: string, options: Partial<Parameters<typeof fetchPictureUrl>[1]> = {}): Promise<string> {
  try {
    await fetchPictureUrl(url, { allow: [], ...options });
  } catch (error) {
    if (error instanceof PictureFetchError) return error.key;
    throw error;
  }
  return 'fetched';
}

beforeAll(async () => {
  png = await plainPicture('#3366cc');
  server = await startPictureServer({ '/a.png': { type: 'image/png', body: png }, '/note.txt': { type: 'text/plain', body: 'hello' } });
});
afterAll(() => server.close());

describe('allowed: a server the allow list names', () => {
  it('fetches the bytes as served', async () => {
    expect(Buffer.from(await fetchPictureUrl(`${server.origin}/a.png`, { allow: local }))).toEqual(png);
  });

  it('follows up to three redirects, each checked', async () => {
    expect(Buffer.from(await fetchPictureUrl(`${server.origin}/hops/1?then=a.png`, { allow: local }))).toEqual(png);
    expect(await refusal(`${server.origin}/hops/3?then=a.png`, { allow: local })).toBe('fetched');
    expect(await refusal(`${server.origin}/hops/4?then=a.png`, { allow: local })).toBe('picture_url_redirects');
  });

  it('a name is judged by the address DNS gives: allowed only when that address is', async () => {
    const port = new URL(server.origin).port;
    expect(Buffer.from(await fetchPictureUrl(`http://media.example.test:${port}/a.png`, { allow: local, lookup: dnsAnswering('127.0.0.1') }))).toEqual(png);
    expect(await refusal(`http://media.example.test:${port}/a.png`, { lookup: dnsAnswering('127.0.0.1') })).toBe('picture_url_address_refused');
  });
});

describe('refused by default: inner addresses, never connected to', () => {
  it.each([
    ['loopback', (o: string) => `${o}/a.png`],
    ['10.0.0.1', () => 'http://10.0.0.1/a.png'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', (o: string) => `http://[::1]:${new URL(o).port}/a.png`],
    ['IPv4-mapped loopback', (o: string) => `http://[::ffff:127.0.0.1]:${new URL(o).port}/a.png`],
    ['localhost', (o: string) => `http://localhost:${new URL(o).port}/a.png`],
  ])('%s', async (_name, url) => {
    const before = server.hits.get('/a.png') ?? 0;
    expect(await refusal(url(server.origin))).toBe('picture_url_address_refused');
    expect(server.hits.get('/a.png') ?? 0).toBe(before);
  });

  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '100.64.0.1', '::1', 'fd00::1'])('a name that DNS resolves to %s (DNS rebinding: the connected address is checked)', async (address) => {
    const before = server.hits.get('/a.png') ?? 0;
    expect(await refusal(`http://pictures.example.test:${new URL(server.origin).port}/a.png`, { lookup: dnsAnswering(address) })).toBe('picture_url_address_refused');
    expect(server.hits.get('/a.png') ?? 0).toBe(before);
  });

  it('a redirect to an inner address, even from an allowed server', async () => {
    for (const target of ['http://10.0.0.1/a.png', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/a.png', 'http://192.168.1.1/a.png']) {
      expect([target, await refusal(`${server.origin}/to?url=${encodeURIComponent(target)}`, { allow: local })]).toEqual([target, 'picture_url_address_refused']);
    }
  });

  it('a redirect to a name that resolves inside', async () => {
    const lookup = dnsAnswering('10.0.0.7');
    expect(await refusal('http://media.example.test/a.png', { allow: parseAllowList('10.0.0.0/30'), lookup })).toBe('picture_url_address_refused');
  });

  it('a redirect to another scheme', async () => {
    expect(await refusal(`${server.origin}/to?url=${encodeURIComponent('file:///etc/passwd')}`, { allow: local })).toBe('picture_url_invalid');
    expect(await refusal(`${server.origin}/to?url=${encodeURIComponent('ftp://example.com/a.png')}`, { allow: local })).toBe('picture_url_invalid');
  });
});

describe('limits and faults', () => {
  it('a body past the byte limit, without a Content-Length: stopped while streaming', async () => {
    expect(await refusal(`${server.origin}/huge`, { allow: local })).toBe('picture_too_large');
    expect(await refusal(`${server.origin}/a.png`, { allow: local, maxBytes: png.byteLength - 1 })).toBe('picture_too_large');
  });

  it('a Content-Length past the limit: refused before reading', async () => {
    expect(await refusal(`${server.origin}/huge-declared`, { allow: local })).toBe('picture_too_large');
  });

  it('a server that stops answering: the timeout', async () => {
    const started = Date.now();
    expect(await refusal(`${server.origin}/slow`, { allow: local, timeoutMs: 300 })).toBe('picture_url_timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a 404, a closed port', async () => {
    expect(await refusal(`${server.origin}/missing`, { allow: local })).toBe('picture_url_status');
    expect(await refusal('http://127.0.0.1:1/a.png', { allow: local })).toBe('picture_url_unreachable');
  });

  it('a body that is not an image is fetched as bytes (processPicture refuses it)', async () => {
    expect(Buffer.from(await fetchPictureUrl(`${server.origin}/note.txt`, { allow: local })).toString()).toBe('hello');
  });
});
