// Edit-to-visible (issue #45 item 4): how long after one product's edit commits the API shows it,
// at 20 000 and 100 000 products, with the index patched incrementally (the product's price
// changed) and rebuilt whole (the same edit with a brand touched in its transaction: the change
// log then asks for a rebuild). In process (`npm run bench` runs it after its server stopped, on
// the database it seeded with the seed's generateCatalog; alone, it seeds an in-memory PGlite):
// the API as the server mounts it, the demo customer polling GET /Products/ByUrl/{eurl} every
// 5 ms with the real clock. 100 000 products are the seeded ones copied under new codes by SQL
// (seeding 100 000 would take two minutes); products beyond a size (the bench's import) are drafts. The API probes the catalogue version at most once a
// second, so a figure is that wait (0–1 s) plus the update; `update alone` is the change log
// read, the rows loaded and the index patched, or the catalogue loaded and the index built.
//   node --conditions=react-server --import tsx bench/lib/edit-to-visible.ts
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createApi } from '../../lib/backend/app';
import { catalogService } from '../../lib/backend/catalog/catalog-service';
import { resolveJwtKey } from '../../lib/backend/services/jwt-key';
import { openDatabase } from '../../lib/backend/db/client';
import { DEMO_PASSWORD } from '../../lib/backend/db/seed/demo-partners';
import { seedDatabase } from '../../lib/backend/db/seed/seed';
import { createMailer } from '../../lib/backend/services/mailer';
import { parseServerEnv } from '../../lib/config/server-env';
import { EDITS, editToVisibleTable, type EditToVisible } from './edit-to-visible-table';


type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const countActive = async (db: Db) => (((await db.execute(sql`SELECT count(*)::int AS n FROM products WHERE active`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/**
 * Makes `products` products active: the newest beyond it become drafts (the bench's import added
 * its own), and missing ones are the seeded ones copied (with their variants) under new codes.
 */
async function sizeTo(db: Db, products: number): Promise<void> {
  const extra = (await countActive(db)) - products;
  if (extra > 0) await db.execute(sql`UPDATE products SET status = 'Draft' WHERE id IN (SELECT id FROM products WHERE active ORDER BY id DESC LIMIT ${extra})`);
  const cols = sql.raw('kind, category_id, brand_id, size_kind, name, description, technical, price_cents, price_basis, tax_category, discountable, partner_ids, status, image_path, created_at, release_date');
  for (let copy = 1; (await countActive(db)) < products; copy++) {
    const missing = products - (await countActive(db));
    // A copy's id is its original's plus the highest id now, so its variants need no join.
    await db.transaction(async (tx) => {
      const offset = sql`(SELECT max(id) FROM products)`;
      await tx.execute(sql`CREATE TEMP TABLE copied ON COMMIT DROP AS SELECT id, id + ${offset} AS copy_id FROM products WHERE active AND code NOT LIKE '%-c%' ORDER BY id LIMIT ${missing}`);
      await tx.execute(sql`INSERT INTO products (id, code, eurl, ${cols}) SELECT c.copy_id, code || '-c' || ${copy}, eurl || '-c' || ${copy}, ${cols} FROM products p JOIN copied c ON c.id = p.id`);
      await tx.execute(sql`INSERT INTO product_variants (product_id, sku, color, size, stock, availability)
        SELECT c.copy_id, sku || '-c' || ${copy}, color, size, stock, availability FROM product_variants v JOIN copied c ON c.id = v.product_id`);
    });
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`);
}

async function measureAt(db: Db, deps: Parameters<typeof createApi>[0], products: number, seedMs: number): Promise<EditToVisible[]> {
  const api = createApi(deps);
  const headers: Record<string, string> = { 'X-Partner-Code': 'acme', 'Accept-Language': 'en', 'Content-Type': 'application/json' };
  const login = await api.request('/api/Customers/Login', { method: 'POST', headers, body: JSON.stringify({ email: 'demo@acme.test', password: DEMO_PASSWORD, partnerCode: 'acme' }) });
  headers.Authorization = `Bearer ${((await login.json()) as { at: string }).at}`;
  const result = await db.execute(sql`SELECT id, eurl FROM products WHERE active ORDER BY id LIMIT 1 OFFSET ${Math.floor(products / 2)}`);
  const { id, eurl } = (result as unknown as { rows: { id: number; eurl: string }[] }).rows[0]!;
  const gross = async () => ((await (await api.request(`/api/Products/ByUrl/${eurl}`, { headers })).json()) as { price: { gross: number } }).price.gross;
  await catalogService(deps).sync(); // the index of this size (built whole)
  await gross();
  const rows: EditToVisible[] = [];
  for (const kind of ['incremental', 'full'] as const) {
    const row: EditToVisible = { products, seedMs, kind, visibleMs: [], updateMs: [] };
    for (let edit = 0; edit < EDITS[kind]; edit++) {
      const before = await gross();
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET price_cents = price_cents + 100 WHERE id = ${id}`);
        if (kind === 'full') await tx.execute(sql`UPDATE brands SET name = name WHERE id = (SELECT brand_id FROM products WHERE id = ${id})`);
      });
      while ((await gross()) === before) await new Promise((r) => setTimeout(r, 5));
      row.visibleMs.push(Math.round(performance.now() - started));
      const update = catalogService(deps).lastUpdate;
      if (update?.kind !== kind) throw new Error(`edit-to-visible: expected a ${kind} update, got ${update?.kind}`);
      row.updateMs.push(update.ms);
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Measures at each catalogue size, smallest first, on the seeded database in `dataDir` (or an
 * in-memory one seeded with the smallest size), growing it in between.
 */
export async function measureEditToVisible(sizes: readonly number[], dataDir?: string): Promise<EditToVisible[]> {
  const ordered = [...sizes].sort((a, b) => a - b);
  const handle = await openDatabase(dataDir ? { dataDir } : {});
  try {
    const seedStarted = performance.now();
    if (!dataDir) await seedDatabase(handle.db, { products: ordered[0]!, passwordCost: 1024 });
    const seedMs = Math.round(performance.now() - seedStarted);
    const env = parseServerEnv({ PUBLIC_URL: 'http://bench.test' });
    const deps = { db: handle.db, dbKind: handle.kind, env, mailer: createMailer(handle.db, { from: env.MAIL_FROM }), jwtKey: await resolveJwtKey(handle.db, env.AUTH_JWT_SECRET), now: () => new Date() };
    const rows: EditToVisible[] = [];
    for (const products of ordered) {
      const sizeStarted = performance.now();
      await sizeTo(handle.db, products);
      console.log(`[bench] edit-to-visible at ${products} products`);
      rows.push(...(await measureAt(handle.db, deps, products, products === ordered[0] ? seedMs : Math.round(performance.now() - sizeStarted))));
    }
    return rows;
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('edit-to-visible.ts')) {
  const sizes = (process.env.BENCH_EDIT_SIZES ?? '20000,100000').split(',').map(Number);
  void measureEditToVisible(sizes, process.env.BENCH_EDIT_DATA_DIR).then((rows) => {
    console.log(editToVisibleTable(rows).join('\n'));
    if (process.env.BENCH_EDIT_JSON) writeFileSync(process.env.BENCH_EDIT_JSON, JSON.stringify(rows));
  });
}
