import { count, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { zCart } from '@/lib/contract/cart';
import { zQuote, zQuoteList, type Quote } from '@/lib/contract/quotations';
import { cartQuotes, loyaltyPoints, orders, quotations } from '../db/schema';
import { freshCustomer, orderBody, orderClient, orderState, orderSuite } from '../testing/order-helpers';
import { acceptedQuote, buyerWithQuote, quoteClient, revision, staffCall, staffQuoteId, staffTokens } from '../testing/quote-helpers';

/**
 * Quotations, the customer's side (issue #18 item 3): asking for a quote on the cart, the owner and
 * partner checks, each transition the customer makes and each refusal, expiry on the test clock,
 * the cart priced at an accepted quote until it changes, and ordering at the quoted prices once.
 */
const s = orderSuite();
const staff = staffTokens(s);
const MINUTE = 60_000;

describe('POST /Quotes and reading quotes', () => {
  it("asks for a quote on the cart's lines at the storefront's prices; the owner reads it, nobody else does", async () => {
    const { buyer, cart, quote, quotes } = await buyerWithQuote(s, 2);
    expect(zQuote.strict().safeParse(quote).error).toBeUndefined();
    expect(quote).toMatchObject({ status: 'Pending', comment: 'Τιμή για 2 τεμάχια;', staffNote: null, validUntil: null, quotedTotal: null, orderUid: null, lineCount: 1, unitCount: 2 });
    expect(quote.actions).toEqual({ accept: false, decline: false, order: false });
    const [line] = cart.lines;
    expect(quote.lines[0]).toMatchObject({ variantId: line!.variantId, quantity: 2, listUnitGross: line!.unit.listGross, requestedUnitGross: line!.unit.gross, quotedUnitGross: null });
    expect(quote.requestedTotal).toBe(cart.totals.total);
    // The cart stays as it was.
    expect(((await buyer.cart.get()).body as Cart).lines).toHaveLength(1);
    const list = await quotes.list();
    expect(zQuoteList.strict().safeParse(list.body).error).toBeUndefined();
    expect(list.body.items.map((q: Quote) => q.uid)).toEqual([quote.uid]);
    expect((await quotes.get(quote.uid)).body).toEqual(quote);

    const other = await freshCustomer(s.t);
    const hellas = await freshCustomer(s.t, 'hellas');
    for (const [token, partner] of [[other.token, 'acme'], [hellas.token, 'hellas']] as const) {
      const them = quoteClient(s.t, token, partner);
      expect([(await them.get(quote.uid)).status, (await them.get(quote.uid)).body.error]).toEqual([404, 'quote_not_found']);
      expect((await them.accept(quote.uid)).status).toBe(404);
      expect((await them.toCart(quote.uid)).status).toBe(404);
      expect((await them.list()).body.items).toEqual([]);
    }
    expect((await quotes.get('not-a-uid')).status).toBe(404);
    expect((await s.t.call('GET', '/Quotes', undefined, { partner: 'acme' })).status).toBe(401);
  });

  it('refuses an empty cart, a cart with a line that cannot be ordered, and a comment over 1000 characters; writes nothing', async () => {
    const empty = await freshCustomer(s.t);
    expect([(await quoteClient(s.t, empty.token).request()).status, (await quoteClient(s.t, empty.token).request()).body.error]).toEqual([409, 'cart_empty']);
    const { buyer, quotes, pick } = await buyerWithQuote(s, 1);
    expect((await quotes.request('x'.repeat(1001))).status).toBe(400);
    await s.t.db.execute(`update product_variants set stock = 0, availability = 'Exhausted' where id = ${pick.variant.id}`);
    const refused = await quotes.request();
    await s.t.db.execute(`update product_variants set stock = ${pick.variant.stock}, availability = 'Available' where id = ${pick.variant.id}`);
    expect([refused.status, refused.body.error]).toEqual([409, 'quote_cart_problem']);
    const [row] = await s.t.db.select({ n: count() }).from(quotations).where(eq(quotations.customerId, buyer.id));
    expect(row!.n).toBe(1);
  });
});

describe('the customer answers a quote', () => {
  it('accepts a revised quote, not a pending or accepted one; declines a revised one; expired quotes cannot be accepted', async () => {
    const { quote, quotes } = await buyerWithQuote(s);
    expect([(await quotes.accept(quote.uid)).status, (await quotes.accept(quote.uid)).body.error]).toEqual([409, 'quote_status_conflict']);
    expect((await quotes.decline(quote.uid)).body.error).toBe('quote_status_conflict');
    const id = await staffQuoteId(s.t, staff.Employee, quote.uid);
    expect((await staffCall(s.t, 'PUT', `/staff/quotes/${id}`, staff.Employee, revision(s.t, quote, (l) => l.listUnitGross - 1, MINUTE))).status).toBe(200);
    const revised = (await quotes.get(quote.uid)).body as Quote;
    expect(revised).toMatchObject({ status: 'Revisioned', actions: { accept: true, decline: true, order: false } });
    expect(revised.quotedTotal).toBe((quote.lines[0]!.listUnitGross - 1) * 2);
    s.t.advance(2 * MINUTE);
    expect((await quotes.get(quote.uid)).body.actions).toEqual({ accept: false, decline: true, order: false });
    expect([(await quotes.accept(quote.uid)).status, (await quotes.accept(quote.uid)).body.error]).toEqual([409, 'quote_expired']);
    const declined = await quotes.decline(quote.uid);
    expect([declined.status, declined.body.status]).toEqual([200, 'Declined']);
    expect((await quotes.accept(quote.uid)).body.error).toBe('quote_status_conflict');
    expect((await quotes.decline(quote.uid)).body.error).toBe('quote_status_conflict');
  });

  it('an accepted quote cannot be declined or accepted again', async () => {
    const { quote, quotes } = await acceptedQuote(s, staff.Employee);
    expect(quote).toMatchObject({ status: 'Accepted', actions: { accept: false, decline: false, order: true } });
    expect((await quotes.decline(quote.uid)).body.error).toBe('quote_status_conflict');
    expect((await quotes.accept(quote.uid)).body.error).toBe('quote_status_conflict');
  });
});

describe('ordering at the quoted prices', () => {
  it('moves the quote to the cart (lines replaced, coupon off), prices it at the quote until a line changes, and orders it once', async () => {
    const { buyer, client, quote, quotes } = await acceptedQuote(s, staff.Employee);
    const unit = quote.lines[0]!.quotedUnitGross!;
    expect((await s.t.call('POST', '/Cart/Coupon', { code: 'WELCOME10' }, { token: buyer.token, partner: 'acme' })).body.coupon).toMatchObject({ code: 'WELCOME10' });
    const moved = await quotes.toCart(quote.uid);
    expect(moved.status).toBe(200);
    expect(zCart.strict().safeParse(moved.body).error).toBeUndefined();
    const cart = moved.body as Cart;
    expect(cart.quote).toMatchObject({ uid: quote.uid, validUntil: quote.validUntil, expired: false });
    expect(cart.coupon).toBeNull();
    expect(cart.lines.map((l) => [l.variantId, l.quantity, l.unit.gross, l.discounted])).toEqual([[quote.lines[0]!.variantId, 2, unit, true]]);
    expect(cart.totals.total).toBe(unit * 2);
    expect(cart.totals.net + cart.totals.vat).toBe(cart.totals.total);
    expect(cart.totals.listTotal - cart.totals.discount).toBe(cart.totals.total);
    expect(cart.quota.discountedUnits).toBe(2);

    // A changed line ends the quote's prices; the quote's lines again bring them back.
    const line = cart.lines[0]!;
    const changed = (await buyer.cart.update(line.id, 3)).body as Cart;
    expect(changed.quote).toBeNull();
    expect(changed.lines[0]!.unit.gross).toBe(quote.lines[0]!.requestedUnitGross);
    const again = (await quotes.toCart(quote.uid)).body as Cart;
    expect(again.totals.total).toBe(unit * 2);

    const placed = await client.place(orderBody(s.t, again));
    expect(placed.status).toBe(201);
    const order = (await orderClient(s.t, buyer.token).get(placed.body.uid)).body;
    expect(order.totals.goods).toBe(unit * 2);
    expect(order.lines[0].unit.gross).toBe(unit);
    expect(order.totals.net + order.totals.vat).toBe(order.totals.total);
    const after = (await quotes.get(quote.uid)).body as Quote;
    expect(after).toMatchObject({ status: 'Accepted', orderUid: placed.body.uid, actions: { order: false } });
    expect(await s.t.db.select().from(cartQuotes).where(eq(cartQuotes.quotationId, (await s.t.db.select({ id: quotations.id }).from(quotations).where(eq(quotations.uid, quote.uid)))[0]!.id))).toEqual([]);
    expect([(await quotes.toCart(quote.uid)).status, (await quotes.toCart(quote.uid)).body.error]).toEqual([409, 'quote_ordered']);
  });

  it('a quote that expires in the cart shows as expired and the order is refused with quote_expired, writing nothing', async () => {
    const { buyer, quote, quotes, client, pick } = await acceptedQuote(s, staff.Employee, 2, MINUTE);
    const cart = (await quotes.toCart(quote.uid)).body as Cart;
    s.t.advance(2 * MINUTE);
    expect(((await buyer.cart.get()).body as Cart).quote).toMatchObject({ uid: quote.uid, expired: true });
    const before = await orderState(s.t, [pick.variant.id]);
    const refused = await client.place(orderBody(s.t, cart));
    expect([refused.status, refused.body.error]).toEqual([409, 'quote_expired']);
    expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
    const [{ id }] = (await s.t.db.select({ id: quotations.id }).from(quotations).where(eq(quotations.uid, quote.uid))) as [{ id: number }];
    expect((await s.t.db.select().from(quotations).where(eq(quotations.id, id)))[0]!.orderId).toBeNull();
    expect([(await quotes.toCart(quote.uid)).status, (await quotes.toCart(quote.uid)).body.error]).toEqual([409, 'quote_expired']);
    expect(((await quotes.get(quote.uid)).body as Quote).actions.order).toBe(false);
  });

  it('two tabs placing the same accepted quote: one order, one 409', async () => {
    const { buyer, quote, quotes, client } = await acceptedQuote(s, staff.Employee);
    const cart = (await quotes.toCart(quote.uid)).body as Cart;
    const answers = await Promise.all([client.place(orderBody(s.t, cart)), client.place(orderBody(s.t, cart))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await s.t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, buyer.id))).toEqual([{ n: 1 }]);
  });

  it('a cancelled card order gives the quote back', async () => {
    const { buyer, quote, quotes, client } = await acceptedQuote(s, staff.Employee);
    const cart = (await quotes.toCart(quote.uid)).body as Cart;
    const card = await client.place(orderBody(s.t, cart, { paymentMethod: 'card', cardProvider: 'Viva' }));
    expect(card.status).toBe(201);
    expect(((await quotes.get(quote.uid)).body as Quote).orderUid).toBe(card.body.uid);
    expect((await s.t.call('POST', `/Orders/${card.body.uid}/Cancel`, undefined, { token: buyer.token, partner: 'acme' })).status).toBe(200);
    expect(((await quotes.get(quote.uid)).body as Quote)).toMatchObject({ orderUid: null, actions: { order: true } });
  });

  it('loyalty points come off the quoted prices like any cart; the order keeps both', async () => {
    const { buyer, quote, quotes, client } = await acceptedQuote(s, staff.Employee);
    await s.t.db.insert(loyaltyPoints).values({ partnerId: buyer.partnerId, customerId: buyer.id, type: 'Register', status: 'ApprovedPoints', points: 100, createdAt: s.t.deps.now() });
    const quoted = (await quotes.toCart(quote.uid)).body as Cart;
    const withPoints = (await s.t.call('PUT', '/Cart/Points', { points: 100 }, { token: buyer.token, partner: 'acme' })).body as Cart;
    expect(withPoints.quote?.uid).toBe(quote.uid);
    expect(withPoints.totals.total).toBe(quoted.totals.total - withPoints.totals.points);
    expect(withPoints.totals.net + withPoints.totals.vat).toBe(withPoints.totals.total);
    const placed = await client.place(orderBody(s.t, withPoints));
    expect(placed.status).toBe(201);
    expect(((await quotes.get(quote.uid)).body as Quote).orderUid).toBe(placed.body.uid);
  });
});
