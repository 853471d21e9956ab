import { eq } from 'drizzle-orm';
import { zQuickOrderResult } from '@/lib/contract/quick-order';
import { products } from '../db/schema';
import { cartRowCounts, cartSuite, pickOne, setVariant } from '../testing/cart-helpers';

/**
 * POST /Cart/QuickOrder (issue #18 item 1): lines by product code, colour, size and quantity go
 * into the cart together; each is reported by its row, and a refused line adds nothing. A
 * malformed request is 400 with field errors and writes nothing.
 */
const s = cartSuite();
const quick = (lines: unknown, lang = 'el') => s.t.call('POST', '/Cart/QuickOrder', { lines }, { token: s.session.at, partner: 'acme', lang });

describe('POST /Cart/QuickOrder', () => {
  it('adds the lines it can and reports every line by its row; codes, colours and sizes in any case, colours by name', async () => {
    const sized = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.size !== null && variant.stock >= 5 && variant.color === 'red');
    const limited = pickOne(s.oracle, 'acme', s.used, ({ product, variant }) => variant.stock >= 3 && new Set(product.variants.map((v) => v.color)).size > 1);
    await setVariant(s.t, limited.variant.id, { stock: 2, availability: 'Limited' });
    const soon = pickOne(s.oracle, 'acme', s.used);
    await setVariant(s.t, soon.variant.id, { availability: 'ComingSoon' });
    const gone = pickOne(s.oracle, 'acme', s.used);
    await setVariant(s.t, gone.variant.id, { stock: 0, availability: 'Exhausted' });
    const hidden = pickOne(s.oracle, 'acme', s.used);
    await s.t.db.update(products).set({ status: 'Archived' }).where(eq(products.id, hidden.product.id));
    const other = s.oracle.all.find((p) => p.partnerIds !== null && !p.partnerIds.includes(s.oracle.partner('acme').id))!;
    const v = (pick: typeof sized, quantity: number, change: Partial<{ code: string; color: string; size: string }> = {}) => ({
      code: pick.product.code,
      color: pick.variant.color,
      size: pick.variant.size ?? '',
      quantity,
      ...change,
    });

    const res = await quick([
      { row: 1, ...v(sized, 2, { code: sized.product.code.toLowerCase(), color: 'Κόκκινο', size: sized.variant.size!.toLowerCase() }) },
      { row: 2, code: 'NO-SUCH-CODE', quantity: 1 },
      { row: 3, ...v(limited, 3) },
      { row: 4, ...v(soon, 1) },
      { row: 5, ...v(gone, 1) },
      { row: 6, ...v(hidden, 1) },
      { row: 7, code: other.code, color: other.variants[0]!.color, size: other.variants[0]!.size ?? '', quantity: 1 },
      { row: 8, ...v(limited, 1, { color: '' }) },
    ]);
    expect(res.status).toBe(200);
    expect(zQuickOrderResult.strict().safeParse(res.body).error).toBeUndefined();
    const colors = [...new Set(limited.product.variants.map((x) => x.color))];
    expect(res.body.lines).toEqual([
      { row: 1, status: 'added' },
      { row: 2, status: 'not_found' },
      { row: 3, status: 'not_available_quantity', available: 2 },
      { row: 4, status: 'not_orderable' },
      { row: 5, status: 'out_of_stock' },
      { row: 6, status: 'not_found' },
      { row: 7, status: 'not_found' },
      { row: 8, status: 'variant_needed', colors: expect.arrayContaining(colors), sizes: expect.any(Array) },
    ]);
    expect(res.body.addedUnits).toBe(2);
    expect(res.body.cart.lines.map((l: { variantId: number; quantity: number }) => [l.variantId, l.quantity])).toEqual([[sized.variant.id, 2]]);
    expect(res.body.cart).toEqual((await s.acme.get()).body);
    await s.t.db.update(products).set({ status: 'Published' }).where(eq(products.id, hidden.product.id));
  });

  it('adds to what the cart holds and counts it against the line limit', async () => {
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 10);
    await setVariant(s.t, pick.variant.id, { stock: 4 });
    await s.acme.add(pick.variant.id, 3);
    const line = { code: pick.product.code, color: pick.variant.color, size: pick.variant.size ?? '' };
    const res = await quick([
      { row: 1, ...line, quantity: 1 },
      { row: 2, ...line, quantity: 1 },
    ]);
    expect(res.body.lines).toEqual([
      { row: 1, status: 'added' },
      { row: 2, status: 'not_available_quantity', available: 0 },
    ]);
    expect(res.body.cart.lines).toEqual([expect.objectContaining({ variantId: pick.variant.id, quantity: 4 })]);
  });

  it('refuses a malformed request with field errors and writes nothing', async () => {
    const before = await cartRowCounts(s.t);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ row: i + 1, code: 'P000001', quantity: 1 }));
    for (const lines of [[], tooMany, [{ row: 1, code: '', quantity: 1 }], [{ row: 1, code: 'P1', quantity: 0 }], [{ row: 1, code: 'P1', quantity: 1.5 }], [{ row: 1, code: 'x'.repeat(61), quantity: 1 }], 'P1,1']) {
      const res = await quick(lines);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('validation_failed');
      expect(Object.keys(res.body.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect(await cartRowCounts(s.t)).toEqual(before);
  });

  it('needs a login and a partner', async () => {
    expect((await s.t.call('POST', '/Cart/QuickOrder', { lines: [{ row: 1, code: 'P1', quantity: 1 }] })).status).toBe(401);
  });

  it('takes 500 lines in one request', async () => {
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 10);
    const lines = Array.from({ length: 500 }, (_, i) => ({ row: i + 1, code: i === 0 ? pick.product.code : `NOPE-${i}`, color: pick.variant.color, size: pick.variant.size ?? '', quantity: 1 }));
    const res = await quick(lines);
    expect(res.status).toBe(200);
    expect(res.body.lines).toHaveLength(500);
    expect(res.body.lines.filter((l: { status: string }) => l.status === 'added')).toEqual([{ row: 1, status: 'added' }]);
  });
});
