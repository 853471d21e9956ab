import { count, eq } from 'drizzle-orm';
import { isSellable } from '@/lib/rules/add-to-cart';
import { cartAmounts } from '@/lib/rules/cart-totals';
import { lineTotals, sumLines, unitPrice, type PartnerDiscount } from '@/lib/rules/pricing';
import { cartLines, carts, productVariants } from '../db/schema';
import { login } from './auth-helpers';
import { loadOracle, type Oracle, type OracleProduct, type OracleVariant } from './catalog-oracle';
import { createTestApi, type TestApi } from './test-api';

/** Shared pieces of the cart API tests (lib/backend/routes/cart*.api.test.ts). */
export type Pick = { product: OracleProduct; variant: OracleVariant };

/**
 * Sellable variants of products the partner sees, one per product, that pass `accept`, skipping
 * the products in `used` (and adding the picked ones to it: tests change products, so no two
 * tests of a file share one).
 */
export function pickVariants(oracle: Oracle, partner: string, n: number, used: Set<number>, accept: (p: Pick) => boolean = () => true): Pick[] {
  const out: Pick[] = [];
  for (const product of oracle.visible(partner)) {
    if (used.has(product.id)) continue;
    const variant = product.variants.find((v) => isSellable(v) && accept({ product, variant: v }));
    if (!variant) continue;
    used.add(product.id);
    out.push({ product, variant });
    if (out.length === n) return out;
  }
  throw new Error(`only ${out.length} of ${n} variants found for ${partner}`);
}

export const pickOne = (oracle: Oracle, partner: string, used: Set<number>, accept?: (p: Pick) => boolean): Pick => pickVariants(oracle, partner, 1, used, accept)[0]!;

/** Like pickOne, but undefined when no product is left that passes `accept`. */
export function tryPick(oracle: Oracle, partner: string, used: Set<number>, accept?: (p: Pick) => boolean): Pick | undefined {
  try {
    return pickOne(oracle, partner, used, accept);
  } catch {
    return undefined;
  }
}

/** The cart calls of one customer (token) under one partner. */
export function cartClient(t: TestApi, token: string, partner = 'acme', lang?: string) {
  const options = { token, partner, ...(lang ? { lang } : {}) };
  return {
    get: (query = '') => t.call('GET', `/Cart${query}`, undefined, options),
    add: (variantId: unknown, quantity: unknown = 1) => t.call('POST', '/Cart/Items', { variantId, quantity }, options),
    addRaw: (body: unknown) => t.call('POST', '/Cart/Items', body, options),
    update: (lineId: unknown, quantity: unknown) => t.call('PATCH', `/Cart/Items/${String(lineId)}`, { quantity }, options),
    updateRaw: (lineId: unknown, body: unknown) => t.call('PATCH', `/Cart/Items/${String(lineId)}`, body, options),
    remove: (lineId: unknown) => t.call('DELETE', `/Cart/Items/${String(lineId)}`, undefined, options),
    clear: () => t.call('DELETE', '/Cart', undefined, options),
  };
}
export type CartClient = ReturnType<typeof cartClient>;

/** How many carts and lines the database holds (to show that a refused call wrote nothing). */
export async function cartRowCounts(t: TestApi): Promise<{ carts: number; lines: number }> {
  const [c] = await t.db.select({ n: count() }).from(carts);
  const [l] = await t.db.select({ n: count() }).from(cartLines);
  return { carts: c?.n ?? 0, lines: l?.n ?? 0 };
}

/** Sets a variant's stock and state directly (as the back office would). */
export async function setVariant(t: TestApi, id: number, values: { stock?: number; availability?: string }): Promise<void> {
  await t.db.update(productVariants).set(values).where(eq(productVariants.id, id));
}

/** The seeded partners' discounts (lib/backend/db/seed/demo-partners). */
export const ACME_DISCOUNT: PartnerDiscount = { kind: 'Percentage', value: 15 };
export const HELLAS_DISCOUNT: PartnerDiscount = { kind: 'FixedAmount', value: 500 };

/** The unit price the cart must show for a product (with optional changes), by lib/rules/pricing. */
const expectedUnit = (product: OracleProduct, discount: PartnerDiscount, changes: Partial<OracleProduct> = {}) =>
  unitPrice({ ...product, ...changes, discount });

/** A line's `unit` and `total` amounts as the API must answer them. */
export function expectedLine(product: OracleProduct, discount: PartnerDiscount, quantity: number, changes: Partial<OracleProduct> = {}) {
  const unit = expectedUnit(product, discount, changes);
  return { discounted: unit.discounted, unit: cartAmounts(unit), total: cartAmounts(lineTotals(unit, quantity)), coupon: 0, points: 0 };
}

/** The totals the API must answer for lines of (pick, quantity). */
export function expectedTotals(lines: readonly [Pick, number][], discount: PartnerDiscount) {
  const sum = sumLines(lines.map(([pick, quantity]) => lineTotals(expectedUnit(pick.product, discount), quantity)));
  return { net: sum.netCents, vat: sum.vatCents, discount: sum.discountCents, coupon: 0, points: 0, total: sum.grossCents, listTotal: sum.listGrossCents };
}

export type CartSuite = { t: TestApi; oracle: Oracle; session: Awaited<ReturnType<typeof login>>; acme: CartClient; used: Set<number> };

/**
 * A test file's API, catalogue oracle and the acme demo customer's cart, set up before its tests
 * (the fields are filled in by `beforeAll`); the cart is emptied after each test.
 */
export function cartSuite(): CartSuite {
  const suite = { used: new Set<number>() } as CartSuite;
  beforeAll(async () => {
    suite.t = await createTestApi();
    suite.oracle = await loadOracle(suite.t.db);
    suite.session = await login(suite.t);
    suite.acme = cartClient(suite.t, suite.session.at);
  });
  afterAll(() => suite.t.close());
  afterEach(async () => {
    await suite.acme.clear();
  });
  return suite;
}
