import { eq } from 'drizzle-orm';
import { forgetPartners } from '../services/partner-cache';
import { partners, products, quotaUsage } from '../db/schema';
import { login } from '../testing/auth-helpers';
import type { OracleProduct } from '../testing/catalog-oracle';
import {
  ACME_DISCOUNT, HELLAS_DISCOUNT, cartClient, cartSuite, expectedLine, expectedTotals, pickOne, pickVariants, setVariant, tryPick, type Pick,
} from '../testing/cart-helpers';

/**
 * Cart prices: totals checked against lib/rules/pricing for both partners' discount kinds, every
 * tax category and price basis; re-pricing on every read; lines that can no longer be bought as
 * they stand; the discount quota.
 */
const s = cartSuite();

describe('totals (SPEC §2) against lib/rules/pricing', () => {
  it('acme (15 %): every tax category and price basis, discountable or not', async () => {
    const kinds = new Set<string>();
    const picks: Pick[] = [];
    const kindOf = (product: OracleProduct) => `${product.priceBasis}/${product.taxCategory}/${product.discountable}`;
    for (;;) {
      const pick = tryPick(s.oracle, 'acme', s.used, ({ product, variant }) => variant.stock >= 3 && !kinds.has(kindOf(product)));
      if (!pick) break;
      kinds.add(kindOf(pick.product));
      picks.push(pick);
    }
    expect(new Set(picks.map((p) => p.product.taxCategory))).toEqual(new Set(['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt']));
    expect(new Set(picks.map((p) => p.product.priceBasis))).toEqual(new Set(['BeforeTaxes', 'AfterTaxes']));
    expect(picks.some((p) => !p.product.discountable)).toBe(true);

    const lines: [Pick, number][] = picks.map((pick, i) => [pick, (i % 3) + 1]);
    let res;
    for (const [pick, quantity] of lines) res = await s.acme.add(pick.variant.id, quantity);
    const body = res!.body;
    expect(body.totals).toEqual(expectedTotals(lines, ACME_DISCOUNT));
    expect(body.totals.net + body.totals.vat).toBe(body.totals.total);
    expect(body.totals.listTotal - body.totals.discount).toBe(body.totals.total);
    expect(body.itemCount).toBe(lines.reduce((n, [, q]) => n + q, 0));
    for (const [i, [pick, quantity]] of lines.entries()) {
      expect(body.lines[i]).toMatchObject({ variantId: pick.variant.id, ...expectedLine(pick.product, ACME_DISCOUNT, quantity) });
      expect(body.lines[i].discounted).toBe(pick.product.discountable);
    }
  });

  it('hellas (5 € off each unit): its restricted products too, and a discount never below zero', async () => {
    const hellasSession = await login(s.t, 'demo@hellas.test', 'hellas');
    const hellas = cartClient(s.t, hellasSession.at, 'hellas');
    const restricted = pickOne(s.oracle, 'hellas', s.used, ({ product, variant }) => product.partnerIds !== null && product.discountable && variant.stock >= 2);
    const open = pickOne(s.oracle, 'hellas', s.used, ({ product }) => product.partnerIds === null && product.discountable && product.taxCategory === 'Reduced');
    const cheap = pickOne(s.oracle, 'hellas', s.used, ({ product }) => product.partnerIds === null && product.discountable && product.priceBasis === 'AfterTaxes');
    await s.t.db.update(products).set({ priceCents: 350 }).where(eq(products.id, cheap.product.id));
    await hellas.add(restricted.variant.id, 2);
    await hellas.add(open.variant.id, 1);
    const res = await hellas.add(cheap.variant.id, 1);
    expect(res.status).toBe(200);
    const cheapLine = res.body.lines[2];
    expect(cheapLine.unit).toMatchObject({ listGross: 350, discount: 350, gross: 0, net: 0, vat: 0 });
    expect(res.body.totals).toEqual(
      expectedTotals([[restricted, 2], [open, 1], [{ ...cheap, product: { ...cheap.product, priceCents: 350 } }, 1]], HELLAS_DISCOUNT),
    );
    expect(res.body.lines[0].unit.discount).toBe(500);
    expect(res.body.quota).toEqual({ discountedUnits: 4, remaining: 10, exceeded: false, limit: 10 });
    await hellas.clear();
  });
});

describe('priced now, kept when it cannot be bought', () => {
  it('re-prices every read at the current price and partner discount', async () => {
    const pick = pickOne(s.oracle, 'acme', s.used, ({ product }) => product.discountable && product.priceBasis === 'AfterTaxes');
    await s.acme.add(pick.variant.id, 2);
    await s.t.db.update(products).set({ priceCents: 10000 }).where(eq(products.id, pick.product.id));
    const repriced = await s.acme.get();
    expect(repriced.body.lines[0]).toMatchObject(expectedLine(pick.product, ACME_DISCOUNT, 2, { priceCents: 10000 }));
    expect(repriced.body.totals.total).toBe(2 * 8500);

    await s.t.db.update(partners).set({ promotionValue: 20 }).where(eq(partners.code, 'acme'));
    forgetPartners(s.t.db);
    try {
      expect((await s.acme.get()).body.totals.total).toBe(2 * 8000);
    } finally {
      await s.t.db.update(partners).set({ promotionValue: 15 }).where(eq(partners.code, 'acme'));
      forgetPartners(s.t.db);
    }
  });

  it('reports out_of_stock and not_available_quantity when stock or state change', async () => {
    const [a, b] = pickVariants(s.oracle, 'acme', 2, s.used, ({ variant }) => variant.stock >= 3);
    await s.acme.add(a!.variant.id, 3);
    await s.acme.add(b!.variant.id, 1);
    await setVariant(s.t, a!.variant.id, { stock: 2 });
    await setVariant(s.t, b!.variant.id, { availability: 'Exhausted' });
    const res = await s.acme.get();
    expect(res.body.lines.map((l: { problem: string; stock: number; availability: string }) => [l.problem, l.stock, l.availability])).toEqual([
      ['not_available_quantity', 2, a!.variant.availability],
      ['out_of_stock', b!.variant.stock, 'Exhausted'],
    ]);
    // Lowering the quantity to what is in stock fixes the line.
    expect((await s.acme.update(res.body.lines[0].id, 2)).body.lines[0].problem).toBeNull();
  });

  it('keeps a line whose product was withdrawn or restricted to another partner, as product_unavailable', async () => {
    const [a, b] = pickVariants(s.oracle, 'acme', 2, s.used);
    await s.acme.add(a!.variant.id, 1);
    await s.acme.add(b!.variant.id, 1);
    await s.t.db.update(products).set({ status: 'Archived' }).where(eq(products.id, a!.product.id));
    await s.t.db.update(products).set({ partnerIds: [s.oracle.partner('hellas').id] }).where(eq(products.id, b!.product.id));
    const res = await s.acme.get();
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: { problem: string }) => l.problem)).toEqual(['product_unavailable', 'product_unavailable']);
    expect(res.body.totals).toEqual(expectedTotals([[a!, 1], [b!, 1]], ACME_DISCOUNT));
    const patch = await s.acme.update(res.body.lines[0].id, 1);
    expect([patch.status, patch.body]).toEqual([409, { error: 'product_unavailable' }]);
    expect((await s.acme.remove(res.body.lines[0].id)).body.lines).toHaveLength(1);
  });
});

describe('discount quota (DESIGN §5, SPEC §8)', () => {
  it('counts the units of discounted lines against the remaining quota of the period', async () => {
    const discounted = pickOne(s.oracle, 'acme', s.used, ({ product, variant }) => product.discountable && variant.stock >= 5);
    const plain = pickOne(s.oracle, 'acme', s.used, ({ product, variant }) => !product.discountable && variant.stock >= 5);
    await s.acme.add(plain.variant.id, 5);
    let res = await s.acme.add(discounted.variant.id, 3);
    expect(res.body.quota).toEqual({ discountedUnits: 3, remaining: 20, exceeded: false, limit: 20 });

    await s.t.db.insert(quotaUsage).values({ customerId: s.session.id, partnerId: s.oracle.partner('acme').id, periodStart: '2026-11-01', units: 17 });
    res = await s.acme.get();
    expect(res.body.quota).toEqual({ discountedUnits: 3, remaining: 3, exceeded: false, limit: 20 });
    res = await s.acme.add(discounted.variant.id, 1);
    expect(res.body.quota).toEqual({ discountedUnits: 4, remaining: 3, exceeded: true, limit: 20 });
    // Adding over the quota is allowed (the storefront shows the quota message; checkout refuses).
    expect(res.status).toBe(200);
    await s.t.db.delete(quotaUsage).where(eq(quotaUsage.customerId, s.session.id));
  });
});
