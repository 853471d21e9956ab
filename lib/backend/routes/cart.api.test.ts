import { zCart } from '@/lib/contract/cart';
import { ACME_DISCOUNT, cartClient, cartRowCounts, cartSuite, expectedLine, expectedTotals, pickOne, pickVariants } from '../testing/cart-helpers';

/**
 * The cart API: an empty cart, adding, merging, quantity changes, removal and clearing. Totals,
 * re-pricing, line problems and the quota: cart-pricing; errors: cart-errors; ownership,
 * concurrency and persistence: cart-access (all *.api.test.ts).
 */
const s = cartSuite();

describe('GET /Cart', () => {
  it('answers an empty cart without creating one', async () => {
    const before = await cartRowCounts(s.t);
    const res = await s.acme.get();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lines: [],
      totals: { net: 0, vat: 0, discount: 0, coupon: 0, points: 0, total: 0, listTotal: 0 },
      itemCount: 0,
      weightGrams: 0,
      quota: { discountedUnits: 0, remaining: 20, exceeded: false, limit: 20 },
      coupon: null,
      points: { balance: 0, centsPerPoint: 1, max: 0, requested: 0, applied: 0, cents: 0, problem: null },
      quote: null,
      freeDeliveryThreshold: 10000,
      vatZone: 'normal',
    });
    expect(await cartRowCounts(s.t)).toEqual(before);
  });
  it('needs a login and a partner', async () => {
    expect((await s.t.call('GET', '/Cart')).status).toBe(401);
    expect((await s.t.call('GET', '/Cart', undefined, { token: s.session.at, partner: null })).body).toMatchObject({ error: 'partner_required' });
  });
});

describe('POST /Cart/Items', () => {
  it('adds a line that shows the variant, product and prices as the product pages do', async () => {
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 2 && variant.size !== null);
    const res = await s.acme.add(pick.variant.id, 2);
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual([
      {
        id: expect.any(Number),
        productId: pick.product.id,
        variantId: pick.variant.id,
        code: pick.product.code,
        eurl: pick.product.eurl,
        name: pick.product.name.el,
        color: pick.variant.color,
        size: pick.variant.size,
        // The front of the line's colour (issue #16 item 4).
        picture: `/api/images/products/${pick.product.code}/${pick.variant.color}/front.png`,
        quantity: 2,
        stock: pick.variant.stock,
        availability: pick.variant.availability,
        ...expectedLine(pick.product, ACME_DISCOUNT, 2),
        problem: null,
      },
    ]);
    expect(res.body.itemCount).toBe(2);
    expect(zCart.strict().safeParse(res.body).error).toBeUndefined();
    // The product page shows the same unit price.
    const page = await s.t.call('GET', `/Products/${pick.product.id}`, undefined, { token: s.session.at });
    const line = res.body.lines[0];
    expect(page.body.price).toEqual({ listGross: line.unit.listGross, gross: line.unit.gross, net: line.unit.net, vat: line.unit.vat, discountCents: line.unit.discount, discounted: line.discounted });
  });

  it('names the product in the request language', async () => {
    const pick = pickOne(s.oracle, 'acme', s.used);
    await s.acme.add(pick.variant.id);
    const en = await cartClient(s.t, s.session.at, 'acme', 'en').get();
    expect(en.body.lines[0].name).toBe(pick.product.name.en);
    expect(en.body.lines[0].name).not.toBe(pick.product.name.el);
  });

  it('merges a second add of the same variant into its line, and keeps lines in the order added', async () => {
    const [a, b] = pickVariants(s.oracle, 'acme', 2, s.used, ({ variant }) => variant.stock >= 3);
    const first = await s.acme.add(a!.variant.id, 1);
    await s.acme.add(b!.variant.id, 1);
    const res = await s.acme.add(a!.variant.id, 2);
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: { variantId: number; quantity: number }) => [l.variantId, l.quantity])).toEqual([
      [a!.variant.id, 3],
      [b!.variant.id, 1],
    ]);
    expect(res.body.lines[0].id).toBe(first.body.lines[0].id);
    expect(res.body.itemCount).toBe(4);
  });
});

describe('PATCH, DELETE /Cart/Items/{lineId} and DELETE /Cart', () => {
  it('sets a line quantity and re-totals', async () => {
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 4);
    const line = (await s.acme.add(pick.variant.id, 1)).body.lines[0];
    const res = await s.acme.update(line.id, 4);
    expect(res.status).toBe(200);
    expect(res.body.lines[0]).toMatchObject({ id: line.id, quantity: 4, total: expectedLine(pick.product, ACME_DISCOUNT, 4).total });
    expect(res.body.totals).toEqual(expectedTotals([[pick, 4]], ACME_DISCOUNT));
    const lower = await s.acme.update(line.id, 1);
    expect(lower.body.lines[0].quantity).toBe(1);
  });

  it('removes a line', async () => {
    const [a, b] = pickVariants(s.oracle, 'acme', 2, s.used);
    const lineA = (await s.acme.add(a!.variant.id)).body.lines[0];
    await s.acme.add(b!.variant.id, 1);
    const res = await s.acme.remove(lineA.id);
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: { variantId: number }) => l.variantId)).toEqual([b!.variant.id]);
    expect(res.body.totals).toEqual(expectedTotals([[b!, 1]], ACME_DISCOUNT));
    expect((await s.acme.remove(lineA.id)).body).toEqual({ error: 'cart_line_not_found' });
  });

  it('clears the cart (also when it is already empty)', async () => {
    const [a, b] = pickVariants(s.oracle, 'acme', 2, s.used);
    await s.acme.add(a!.variant.id);
    await s.acme.add(b!.variant.id);
    const res = await s.acme.clear();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lines: [], itemCount: 0, totals: { total: 0 } });
    expect((await s.acme.get()).body.lines).toEqual([]);
    expect((await s.acme.clear()).status).toBe(200);
  });
});

