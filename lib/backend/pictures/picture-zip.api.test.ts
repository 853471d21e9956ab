import { asc, eq } from 'drizzle-orm';
import { NamedColors } from '@/lib/contract/enums';
import { productPictures } from '../db/schema';
import type { MemoryObjectStore } from '../object-store/memory-store';
import { staffToken } from '../staff/testing/route-matrix-context';
import { createTestApi, type TestApi } from '../testing/test-api';
import { expectStoredAsUploads, sendImportFile, twoColourProduct } from './testing/picture-api';
import { plainPicture } from './testing/picture-files';
import { zipBytes, type TestZipEntry } from './testing/zip-bytes';

/** The pictures ZIP of the catalogue import (issue #45 item 3, decision 0042): dry run, apply, idempotent re-apply, refusals, roles. */
jest.setTimeout(90_000);

let t: TestApi;
let employee: string;
let store: MemoryObjectStore;
let product: Awaited<ReturnType<typeof twoColourProduct>>;
const rowsOf = () => t.db.select().from(productPictures).where(eq(productPictures.productId, product.id)).orderBy(asc(productPictures.position));

/** The ZIP as the console sends it (multipart/form-data). */
const sendZip = (zip: Uint8Array, mode: 'dry-run' | 'apply', token = employee) => sendImportFile(t, '/staff/catalog/import/pictures', zip, mode, token);

beforeAll(async () => {
  t = await createTestApi();
  store = t.deps.objectStore as MemoryObjectStore;
  employee = await staffToken(t, 'Employee');
  product = await twoColourProduct(t);
});
afterAll(() => t.close());

describe('a good ZIP', () => {
  let good: Buffer;
  beforeAll(async () => {
    const [first, second] = product.colors;
    good = zipBytes([
      { name: `${product.code}_${second}_2.png`, data: await plainPicture('#00aa00') },
      { name: `${product.code}_${first.toUpperCase()}.jpg`, data: await plainPicture('#aa0000', 'jpeg'), deflate: true },
      { name: `${product.code}_${second}.webp`, data: await plainPicture('#0000aa', 'webp') },
      { name: `${product.code.toLowerCase()}.avif`, data: await plainPicture('#aaaa00', 'avif') },
      { name: 'photos/', data: '' },
      { name: '__MACOSX/._x.jpg', data: 'mac' },
    ]);
  });

  it('dry run: every entry\'s product, colour, order and outcome; nothing stored', async () => {
    const [first, second] = product.colors;
    const res = await sendZip(good, 'dry-run');
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([
      { entry: `${product.code}_${second}_2.png`, code: product.code, color: second, order: 2, outcome: 'add', problem: null },
      { entry: `${product.code}_${first.toUpperCase()}.jpg`, code: product.code, color: first, order: 1, outcome: 'add', problem: null },
      { entry: `${product.code}_${second}.webp`, code: product.code, color: second, order: 1, outcome: 'add', problem: null },
      { entry: `${product.code.toLowerCase()}.avif`, code: product.code, color: null, order: 1, outcome: 'add', problem: null },
      { entry: 'photos/', code: null, color: null, order: null, outcome: 'skipped', problem: null },
      { entry: '__MACOSX/._x.jpg', code: null, color: null, order: null, outcome: 'skipped', problem: null },
    ]);
    expect(res.body).toMatchObject({ fileProblems: [], counts: { add: 4, unchanged: 0, skipped: 2, error: 0 }, applied: false });
    expect([(await rowsOf()).length, store.keys()]).toEqual([0, []]);
  });

  it('apply: stored as uploads (WebP, audited) in the order of colour and position, and served', async () => {
    const [first, second] = product.colors;
    const res = await sendZip(good, 'apply');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: true, counts: { add: 4, unchanged: 0, skipped: 2, error: 0 } });
    const rows = await rowsOf();
    expect(rows.map((r) => r.color)).toEqual([null, first, second, second].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(store.keys()).toHaveLength(4);
    await expectStoredAsUploads(t, product.id, rows, 4);
  });

  it('applying the same ZIP again adds nothing: every picture unchanged', async () => {
    const before = (await rowsOf()).map((r) => r.id);
    const dry = await sendZip(good, 'dry-run');
    expect(dry.body.counts).toEqual({ add: 0, unchanged: 4, skipped: 2, error: 0 });
    const res = await sendZip(good, 'apply');
    expect([res.status, res.body.counts, res.body.applied]).toEqual([200, { add: 0, unchanged: 4, skipped: 2, error: 0 }, true]);
    expect((await rowsOf()).map((r) => r.id)).toEqual(before);
    expect(store.keys()).toHaveLength(4);
  });
});

describe('refusals: named in the dry run, nothing stored by apply', () => {
  it('names each bad entry with its key, and apply refuses the whole ZIP', async () => {
    const colourNotOurs = NamedColors.find((c) => !product.colors.includes(c) && c !== 'gold')!;
    const picture = await plainPicture('#123456');
    const entries: TestZipEntry[] = [
      { name: `${product.code}_3.png`, data: await plainPicture('#654321') },
      { name: 'NO-SUCH-PRODUCT.png', data: picture },
      { name: `${product.code}_${colourNotOurs}.png`, data: picture },
      { name: `${product.code}_4.jpg`, data: 'not a picture at all' },
      { name: `${product.code}_5.png`, data: picture, deflate: true, declaredSize: 11_000_000 },
      { name: `${product.code}_6.png`, data: Buffer.alloc(3_000_000), deflate: true, declaredSize: 1000 },
      { name: `${product.code}.gif`, data: picture },
      { name: `../${product.code}_7.png`, data: picture },
      { name: `photos/${product.code}_8.png`, data: picture },
      { name: `${product.code}_3.webp`, data: picture },
    ];
    const zip = zipBytes(entries);
    const dry = await sendZip(zip, 'dry-run');
    expect(dry.status).toBe(200);
    expect(dry.body.entries.map((e: { outcome: string; problem: string | null }) => e.problem ?? e.outcome)).toEqual([
      'add', 'product_not_found', 'picture_color_invalid', 'picture_not_image', 'picture_too_large', 'zip_entry_unreadable',
      'zip_name_invalid', 'zip_path_refused', 'zip_folder_refused', 'zip_entry_duplicate',
    ]);
    const [rows, keys] = [(await rowsOf()).length, store.keys()];
    const res = await sendZip(zip, 'apply');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'picture_zip_invalid',
      fields: {
        'entries.NO-SUCH-PRODUCT.png': 'product_not_found',
        [`entries.${product.code}_${colourNotOurs}.png`]: 'picture_color_invalid',
        [`entries.${product.code}_4.jpg`]: 'picture_not_image',
        [`entries.${product.code}_5.png`]: 'picture_too_large',
        [`entries.${product.code}_6.png`]: 'zip_entry_unreadable',
        [`entries.${product.code}.gif`]: 'zip_name_invalid',
        [`entries.../${product.code}_7.png`]: 'zip_path_refused',
        [`entries.photos/${product.code}_8.png`]: 'zip_folder_refused',
        [`entries.${product.code}_3.webp`]: 'zip_entry_duplicate',
      },
    });
    expect([(await rowsOf()).length, store.keys()]).toEqual([rows, keys]);
  });

  it.each([
    ['not a ZIP', () => Buffer.from('just some text, no zip here'), 'zip_unreadable'],
    ['too many entries', () => zipBytes(Array.from({ length: 201 }, (_, i) => ({ name: `X-${i}.png`, data: 'x' }))), 'zip_too_many_entries'],
    ['a ZIP bomb by its declared sizes', () => zipBytes(Array.from({ length: 21 }, (_, i) => ({ name: `X-${i}.png`, data: 'x', deflate: true, declaredSize: 9_900_000 }))), 'zip_too_large_uncompressed'],
    ['nothing but litter', () => zipBytes([{ name: '.DS_Store', data: 'x' }]), 'zip_empty'],
  ] as const)('refuses %s as a whole', async (_name, make, key) => {
    const [rows, keys] = [(await rowsOf()).length, store.keys()];
    const dry = await sendZip(make(), 'dry-run');
    expect([dry.status, dry.body.fileProblems, dry.body.applied]).toEqual([200, [key], false]);
    const res = await sendZip(make(), 'apply');
    expect([res.status, res.body.error, res.body.fields.file]).toEqual([400, 'picture_zip_invalid', key]);
    expect([(await rowsOf()).length, store.keys()]).toEqual([rows, keys]);
  });

  it('a body over 20 MB is 413 picture_zip_too_large; no file is picture_zip_required', async () => {
    expect(await sendZip(Buffer.alloc(21 * 1024 * 1024), 'dry-run')).toEqual({ status: 413, body: { error: 'picture_zip_too_large' } });
    const res = await t.call('POST', '/staff/catalog/import/pictures?mode=apply', { file: '' }, { partner: null, token: employee });
    expect([res.status, res.body]).toEqual([400, { error: 'validation_failed', fields: { file: 'picture_zip_required' } }]);
  });

  it('the object store down: 503 picture_store_unavailable, no row', async () => {
    const zip = zipBytes([{ name: `${product.code}_9.png`, data: await plainPicture('#0f0f0f') }]);
    const rows = (await rowsOf()).length;
    store.down(true);
    try {
      const res = await sendZip(zip, 'apply');
      expect([res.status, res.body]).toEqual([503, { error: 'picture_store_unavailable' }]);
    } finally {
      store.down(false);
    }
    expect((await rowsOf()).length).toBe(rows);
  });
});

describe('roles', () => {
  it('a SalesPerson and an Inspector are refused, even a dry run; nothing stored', async () => {
    const zip = zipBytes([{ name: `${product.code}_10.png`, data: await plainPicture('#1e1e1e') }]);
    const rows = (await rowsOf()).length;
    // The Inspector's session is read-only (mount refuses every write); a SalesPerson's role may not edit pictures.
    for (const [role, key] of [['SalesPerson', 'staff_role_forbidden'], ['Inspector', 'staff_read_only']] as const) {
      const token = await staffToken(t, role);
      for (const mode of ['dry-run', 'apply'] as const) expect([role, await sendZip(zip, mode, token)]).toEqual([role, { status: 403, body: { error: key } }]);
    }
    expect((await rowsOf()).length).toBe(rows);
    expect((await sendZip(zip, 'dry-run')).body.counts.add).toBe(1);
  });
});
