import { asc, eq } from 'drizzle-orm';
import { NamedColors } from '@/lib/contract/enums';
import { productPictures } from '../db/schema';
import type { MemoryObjectStore } from '../object-store/memory-store';
import { staffToken } from '../staff/testing/route-matrix-context';
import { createTestApi, type TestApi } from '../testing/test-api';
import { expectStoredAsUploads, sendImportFile, twoColourProduct } from './testing/picture-api';
import { plainPicture } from './testing/picture-files';
import { startPictureServer, type PictureServer } from './testing/picture-server';

/** Pictures by URL list (issue #45 item 3, decision 0045): dry run (nothing fetched), apply from a local server, per-row refusals, the address guard, roles. */
jest.setTimeout(90_000);

let t: TestApi;
let employee: string;
let store: MemoryObjectStore;
let server: PictureServer;
let product: Awaited<ReturnType<typeof twoColourProduct>>;
const rowsOf = () => t.db.select().from(productPictures).where(eq(productPictures.productId, product.id)).orderBy(asc(productPictures.position));
const hits = () => [...server.hits.values()].reduce((a, b) => a + b, 0);
/** The operator's allow list, as PICTURE_URL_ALLOW_ADDRESSES sets it (unset by default). */
const allowLocal = (on: boolean) => void (t.deps.env.PICTURE_URL_ALLOW_ADDRESSES = on ? '127.0.0.1' : undefined);
const outcomes = (body: { rows: { outcome: string; problem: string | null }[] }) => body.rows.map((r) => r.problem ?? r.outcome);

/** The list as the console sends it (multipart/form-data). */
const sendList = (csv: string | Buffer, mode: 'dry-run' | 'apply', token = employee) => sendImportFile(t, '/staff/catalog/import/picture-urls', csv, mode, token);

beforeAll(async () => {
  t = await createTestApi();
  store = t.deps.objectStore as MemoryObjectStore;
  employee = await staffToken(t, 'Employee');
  product = await twoColourProduct(t);
  server = await startPictureServer({
    '/red.jpg': { type: 'image/jpeg', body: await plainPicture('#aa0000', 'jpeg') },
    '/green.png': { type: 'image/png', body: await plainPicture('#00aa00') },
    '/blue.png': { type: 'image/png', body: await plainPicture('#0000aa') },
    '/note.txt': { type: 'text/plain', body: 'not a picture' },
    '/gray.png': { type: 'image/png', body: await plainPicture('#777777') },
  });
});
afterAll(async () => {
  await server.close();
  await t.close();
});
afterEach(() => allowLocal(false));

describe('a good list from an allowed media server', () => {
  const list = () => {
    const [first, second] = product.colors;
    return `\uFEFFcode;colour;url\n${product.code.toLowerCase()};${first.toUpperCase()};${server.origin}/red.jpg\n${product.code};${second};${server.origin}/green.png\n${product.code};;${server.origin}/blue.png\n`;
  };

  it('dry run: every row\'s product, colour and outcome; nothing fetched, nothing stored', async () => {
    allowLocal(true);
    const [first, second] = product.colors;
    const res = await sendList(list(), 'dry-run');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      fileProblems: [],
      rows: [
        { row: 2, code: product.code, color: first, url: `${server.origin}/red.jpg`, outcome: 'fetch', problem: null },
        { row: 3, code: product.code, color: second, url: `${server.origin}/green.png`, outcome: 'fetch', problem: null },
        { row: 4, code: product.code, color: null, url: `${server.origin}/blue.png`, outcome: 'fetch', problem: null },
      ],
      counts: { fetch: 3, added: 0, unchanged: 0, refused: 0, error: 0 },
      applied: false,
    });
    expect([hits(), (await rowsOf()).length, store.keys()]).toEqual([0, 0, []]);
  });

  it('apply: fetched, stored as uploads (WebP, audited) in the file\'s order, and served', async () => {
    allowLocal(true);
    const [first, second] = product.colors;
    const res = await sendList(list(), 'apply');
    expect(res.status).toBe(200);
    expect([outcomes(res.body), res.body.counts, res.body.applied]).toEqual([['added', 'added', 'added'], { fetch: 0, added: 3, unchanged: 0, refused: 0, error: 0 }, true]);
    const rows = await rowsOf();
    expect(rows.map((r) => r.color)).toEqual([first, second, null]);
    expect(store.keys()).toHaveLength(3);
    await expectStoredAsUploads(t, product.id, rows, 3);
  });

  it('applying the same list again adds nothing: every picture unchanged', async () => {
    allowLocal(true);
    const before = (await rowsOf()).map((r) => r.id);
    const res = await sendList(list(), 'apply');
    expect([res.status, outcomes(res.body), res.body.counts.unchanged]).toEqual([200, ['unchanged', 'unchanged', 'unchanged'], 3]);
    expect((await rowsOf()).map((r) => r.id)).toEqual(before);
    expect(store.keys()).toHaveLength(3);
  });
});

describe('refusals', () => {
  it('a bad row is named by the dry run, and apply refuses the whole list: nothing fetched or stored', async () => {
    allowLocal(true);
    const colourNotOurs = NamedColors.find((c) => !product.colors.includes(c))!;
    const csv = [
      'code,colour,url',
      `${product.code},,${server.origin}/gray.png`,
      `NO-SUCH-PRODUCT,,${server.origin}/gray.png`,
      `${product.code},${colourNotOurs},${server.origin}/gray.png`,
      `${product.code},mauve,${server.origin}/gray.png`,
      `${product.code},,ftp://example.com/a.png`,
      `${product.code},,http://10.0.0.1/a.png`,
      `${product.code},,http://169.254.169.254/latest/meta-data/`,
      `${product.code},,http://[::1]/a.png`,
      `${product.code},,${server.origin}/gray.png`,
    ].join('\n');
    const dry = await sendList(csv, 'dry-run');
    expect([dry.status, outcomes(dry.body)]).toEqual([200, [
      'fetch', 'product_not_found', 'picture_color_invalid', 'color_invalid', 'picture_url_invalid', 'picture_url_address_refused', 'picture_url_address_refused',
      'picture_url_address_refused', 'picture_url_duplicate',
    ]]);
    const [rows, keys, fetched] = [(await rowsOf()).length, store.keys(), hits()];
    const res = await sendList(csv, 'apply');
    expect(res).toEqual({ status: 400, body: { error: 'picture_urls_invalid', fields: {
      'rows.3': 'product_not_found', 'rows.4': 'picture_color_invalid', 'rows.5': 'color_invalid', 'rows.6': 'picture_url_invalid',
      'rows.7': 'picture_url_address_refused', 'rows.8': 'picture_url_address_refused', 'rows.9': 'picture_url_address_refused', 'rows.10': 'picture_url_duplicate',
    } } });
    expect([(await rowsOf()).length, store.keys(), hits()]).toEqual([rows, keys, fetched]);
  });

  it('by default 127.0.0.1 (and localhost) is refused: named in the dry run, never fetched', async () => {
    const port = new URL(server.origin).port;
    const csv = `code,url\n${product.code},${server.origin}/gray.png\n${product.code},http://localhost:${port}/gray.png\n`;
    const fetched = hits();
    const dry = await sendList(csv, 'dry-run');
    expect(outcomes(dry.body)).toEqual(['picture_url_address_refused', 'picture_url_address_refused']);
    expect((await sendList(csv, 'apply')).status).toBe(400);
    expect(hits()).toBe(fetched);
  });

  it('apply: each fetch refused on its own (not an image, too large, 404, a redirect inside, a timeout), the good row stored', async () => {
    allowLocal(true);
    const csv = ['code,url', ...['/note.txt', '/huge', '/missing', `/to?url=${encodeURIComponent('http://10.0.0.1/a.png')}`, '/slow', '/gray.png'].map((p) => `${product.code},${server.origin}${p}`)].join('\n');
    const dry = await sendList(csv, 'dry-run');
    expect(dry.body.counts).toMatchObject({ fetch: 6, error: 0 });
    const [rows, keys] = [(await rowsOf()).length, store.keys().length];
    // The same API (database, pictures, settings) with a 3 s fetch timeout instead of 10 s: /slow never ends its body.
    const quick = await createTestApi({ PICTURE_URL_ALLOW_ADDRESSES: '127.0.0.1' }, { onDatabaseOf: t, deps: { objectStore: store, pictureFetchTimeoutMs: 3_000 } });
    try {
      const res = await sendImportFile(quick, '/staff/catalog/import/picture-urls', csv, 'apply', employee);
      expect(res.status).toBe(200);
      expect(outcomes(res.body)).toEqual(['picture_not_image', 'picture_too_large', 'picture_url_status', 'picture_url_address_refused', 'picture_url_timeout', 'added']);
      expect(res.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'added']);
      expect(res.body.counts).toEqual({ fetch: 0, added: 1, unchanged: 0, refused: 5, error: 0 });
      expect([(await rowsOf()).length, store.keys().length]).toEqual([rows + 1, keys + 1]);
    } finally {
      await quick.close();
    }
  });

  it.each([
    ['not text', Buffer.from([0, 1, 2, 0]), 'file_unreadable'],
    ['a wrong header', 'code,colour,link\nX,,https://a.example/a.png', 'picture_urls_header_invalid'],
    ['no row', 'code,colour,url\n', 'file_empty'],
    ['201 rows', `code,url\n${Array.from({ length: 201 }, (_, i) => `P${i},https://a.example/${i}.png`).join('\n')}`, 'file_too_many_rows'],
  ])('refuses %s as a whole', async (_name, csv, key) => {
    const dry = await sendList(csv, 'dry-run');
    expect([dry.status, dry.body.fileProblems, dry.body.rows]).toEqual([200, [key], []]);
    const res = await sendList(csv, 'apply');
    expect([res.status, res.body]).toEqual([400, { error: 'picture_urls_invalid', fields: { file: key } }]);
  });

  it('a file over 1 MB is 413 picture_urls_too_large; no file is picture_urls_required', async () => {
    expect(await sendList(Buffer.alloc(1024 * 1024 + 1, 0x41), 'dry-run')).toEqual({ status: 413, body: { error: 'picture_urls_too_large' } });
    const res = await t.call('POST', '/staff/catalog/import/picture-urls?mode=apply', { file: '' }, { partner: null, token: employee });
    expect([res.status, res.body]).toEqual([400, { error: 'validation_failed', fields: { file: 'picture_urls_required' } }]);
  });

  it('the object store down: 503 picture_store_unavailable, no row', async () => {
    allowLocal(true);
    const server2 = await startPictureServer({ '/dark.png': { type: 'image/png', body: await plainPicture('#0f0f0f') } });
    const rows = (await rowsOf()).length;
    store.down(true);
    try {
      const res = await sendList(`code,url\n${product.code},${server2.origin}/dark.png`, 'apply');
      expect([res.status, res.body]).toEqual([503, { error: 'picture_store_unavailable' }]);
    } finally {
      store.down(false);
      await server2.close();
    }
    expect((await rowsOf()).length).toBe(rows);
  });
});

describe('roles', () => {
  it('a SalesPerson and an Inspector are refused, even a dry run; nothing fetched or stored', async () => {
    allowLocal(true);
    const csv = `code,url\n${product.code},${server.origin}/gray.png`;
    const [rows, fetched] = [(await rowsOf()).length, hits()];
    for (const [role, key] of [['SalesPerson', 'staff_role_forbidden'], ['Inspector', 'staff_read_only']] as const) {
      const token = await staffToken(t, role);
      for (const mode of ['dry-run', 'apply'] as const) expect([role, await sendList(csv, mode, token)]).toEqual([role, { status: 403, body: { error: key } }]);
    }
    expect([(await rowsOf()).length, hits()]).toEqual([rows, fetched]);
    expect((await sendList(csv, 'dry-run')).body.counts.fetch).toBe(1);
  });
});
