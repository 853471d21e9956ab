import sharp from 'sharp';
import { createApi } from '../app';
import { syncCatalog } from '../catalog/catalog-service';
import type { ObjectStore } from '../object-store/object-store';
import { startS3TestServer } from '../object-store/testing/s3-test-server';
import { staffToken } from '../staff/testing/route-matrix-context';
import { freshCustomer } from '../testing/order-helpers';
import { openSecondInstance, type SecondInstance } from '../testing/second-instance';
import { createTestApi, type TestApi } from '../testing/test-api';
import { fetchPicture, twoColourProduct, uploadForm } from './testing/picture-api';
import { cameraJpeg } from './testing/picture-files';

/**
 * Two instances of the shop sharing one S3-compatible store (issue #45 item 2; s3rver started
 * here on a random port): a picture uploaded through one is served by the other, which shows it in
 * its catalogue answers; once the other has served it, it keeps serving it while the store is down.
 * On PostgreSQL (node scripts/test-pg.mjs) the second instance has its own pool and its own index.
 */
jest.setTimeout(90_000);

let t: TestApi;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let second: SecondInstance;
let one: ReturnType<typeof createApi>;
let two: ReturnType<typeof createApi>;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApi();
  second = await openSecondInstance(t);
  // each instance with its own S3 client (and so its own picture cache), as two processes would have
  one = createApi({ ...t.deps, objectStore: s3.store() });
  two = createApi({ ...second.api.deps, objectStore: s3.store() });
});
afterAll(async () => {
  for (const api of [one, two]) (api.deps.objectStore as ObjectStore & { client: { destroy(): void } }).client.destroy();
  await second.close();
  await t.close();
  await s3.close();
});

it('an upload on one instance is served by the other, which keeps serving it while the store is down', async () => {
  const product = await twoColourProduct(t);
  const employee = await staffToken(t, 'Employee');
  const uploaded = await uploadForm({ api: one }, employee, product.code, await cameraJpeg(), { color: product.colors[0], alt_en: 'Front' });
  expect(uploaded.status).toBe(201);

  const master = await fetchPicture({ api: two }, uploaded.body.src);
  expect([master.status, master.type]).toEqual([200, 'image/webp']);
  expect((await sharp(master.bytes).metadata()).width).toBe(200);
  const onOne = await fetchPicture({ api: one }, uploaded.body.src);
  expect(onOne.bytes.equals(master.bytes)).toBe(true);

  // the other instance's catalogue (its own index on PostgreSQL) shows the picture
  await syncCatalog(two.deps);
  const customer = await freshCustomer(t, 'acme', 'en');
  const detail = await two.request(`/api/Products/ByCode/${product.code}`, { headers: { 'X-Partner-Code': 'acme', Authorization: `Bearer ${customer.token}`, 'Accept-Language': 'en' } });
  expect(((await detail.json()) as { pictures: unknown[] }).pictures).toEqual([{ src: uploaded.body.src, color: product.colors[0], alt: 'Front', width: 200, height: 300 }]);

  const width = uploaded.body.src.replace('.webp', '-640.webp');
  expect((await fetchPicture({ api: two }, width)).status).toBe(200);
  const unseen = await uploadForm({ api: one }, employee, product.code, await cameraJpeg(), { color: product.colors[1] });
  await s3.stop();
  try {
    expect((await fetchPicture({ api: two }, width)).status).toBe(200);
    // its master is kept too: another width of it is made without the store
    expect((await fetchPicture({ api: two }, uploaded.body.src.replace('.webp', '-96.webp'))).status).toBe(200);
    expect((await fetchPicture({ api: two }, unseen.body.src.replace('.webp', '-96.webp'))).status).toBe(503);
    const refused = await uploadForm({ api: two }, employee, product.code, await cameraJpeg());
    expect([refused.status, refused.body]).toEqual([503, { error: 'picture_store_unavailable' }]);
  } finally {
    await s3.start();
  }
  const list = await t.call('GET', `/staff/products/${product.code}/pictures`, undefined, { partner: null, token: employee });
  expect(list.body.items).toHaveLength(2);
});
