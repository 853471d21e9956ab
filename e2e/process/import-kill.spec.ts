import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { ImportFileReport } from '../../lib/contract/catalog-import';
import type { StaffCategory, StaffProductList } from '../../lib/contract/staff-catalog';
import { DEMO_PASSWORD } from '../support/data';
import { waitUntil } from '../support/process-checks';
import { removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';
import { STAFF } from '../support/staff';

/**
 * Issue #45 item 3 and decision 0043: a catalogue file is applied in chunks of 100 products, one
 * transaction each. kill -9 of the server while it writes a 2 000-product file leaves every chunk
 * written whole or not at all: the next server on the same PGlite folder holds a multiple of 100 of
 * the file's products, each with all its variants; the same file applied again writes the rest and
 * leaves the written ones unchanged, so every product is there once.
 */
const N = 2_000;
const CHUNK = 100;
const env = { DEMO_MODE: '1', PUBLIC_URL: 'http://localhost:3000', PASSWORD_SCRYPT_COST: '1024' };
const HEADER = 'code;name_el;name_en;description_en;category;brand;tax_category;price_basis;price;partners;sku;color;size;stock';

test.describe.configure({ timeout: 240_000 });

test(`killed while applying a file of ${N} products: each chunk of ${CHUNK} whole or absent; applied again, each product once`, async () => {
  const dataDir = tempDir('storefront-import-kill-');
  seedDataDir(dataDir);
  const servers: ServerProcess[] = [];
  try {
    const a = await startServer({ dataDir, env });
    servers.push(a);
    await waitForAnswer(a, '/api/health/ready');
    const api = async (server: ServerProcess) => {
      const login = await fetch(`${server.url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: STAFF.employee, password: DEMO_PASSWORD }) });
      expect(login.status).toBe(200);
      const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      return {
        get: async <T>(path: string) => (await (await fetch(`${server.url}/api${path}`, { headers: auth })).json()) as T,
        apply: (file: string) => {
          const form = new FormData();
          form.set('file', new Blob([file]), 'catalogue.csv');
          return fetch(`${server.url}/api/staff/catalog/import/file?mode=apply`, { method: 'POST', headers: auth, body: form });
        },
      };
    };
    const first = await api(a);
    const category = (await first.get<{ items: StaffCategory[] }>('/staff/catalog/categories')).items.find((c) => c.sizeKind === 'Footwear')!.code;
    const brand = (await first.get<{ items: { code: string }[] }>('/staff/catalog/brands')).items[0]!.code;
    const tag = `KILL${randomBytes(3).toString('hex')}`.toUpperCase();
    const rows = Array.from({ length: N }, (_, i) => {
      const code = `${tag}-${String(i).padStart(4, '0')}`;
      return [`${code};Μπότα ${i};Boot ${i};Warm;${category};${brand};Normal;AfterTaxes;49,90;;${code}-41;black;41;3`, `${code};;;;;;;;;;${code}-42;black;42;2`];
    }).flat();
    const file = `${HEADER}\n${rows.join('\n')}\n`;
    const written = async (client: Awaited<ReturnType<typeof api>>) => (await client.get<StaffProductList>(`/staff/catalog/products?q=${tag}&pageSize=1`)).total;

    // The file is sent and the server killed once some chunks are in, before the last.
    const applying = first.apply(file).catch(() => undefined);
    const count = () => written(first).catch(() => -1);
    let seen = 0;
    expect(await waitUntil(async () => ((seen = await count()) >= CHUNK), 120_000)).toBe(true);
    expect(seen).toBeLessThan(N);
    process.kill(-a.child.pid!, 'SIGKILL');
    await applying;
    await a.exited;

    // The next server: whole chunks only, each product with both variants.
    const b = await startServer({ dataDir, env });
    servers.push(b);
    await waitForAnswer(b, '/api/health/ready');
    const second = await api(b);
    const kept = await written(second);
    expect(kept % CHUNK).toBe(0);
    expect(kept).toBeGreaterThanOrEqual(CHUNK);
    expect(kept).toBeLessThan(N);
    const sample = (await second.get<StaffProductList>(`/staff/catalog/products?q=${tag}&pageSize=100`)).items;
    for (const product of sample) expect([product.code, product.variantCount]).toEqual([product.code, 2]);

    // The same file again (its report counts rows, two per product): the rest created, the kept ones unchanged, every product once.
    const again = await second.apply(file);
    expect(again.status).toBe(200);
    const report = (await again.json()) as ImportFileReport;
    expect(report).toMatchObject({ applied: true, products: N, counts: { create: 2 * (N - kept), unchanged: 2 * kept, update: 0, error: 0 } });
    expect(await written(second)).toBe(N);
    console.log(`import-kill: killed with ${seen} of ${N} seen written; the next server kept ${kept} (${kept / CHUNK} whole chunks); applied again: ${N - kept} created`);
  } finally {
    for (const server of servers) await server.stop();
    removeDir(dataDir);
  }
});
