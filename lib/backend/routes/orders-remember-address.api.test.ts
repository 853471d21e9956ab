import { ADDRESS_BOOK_MAX } from '@/lib/contract/addresses';
import { pickOne } from '../testing/cart-helpers';
import { BILLING, buyerWithCart, newKey, orderBody, orderClient, orderSuite, type Buyer, type OrderSuite } from '../testing/order-helpers';

/**
 * Issue #46: the checkout remembers the address typed in it. `saveBilling` keeps the billing
 * address in the address book as the default (the next checkout starts from it); the same address
 * typed again (other case, accents, spaces) is not added twice, only made the default again; all
 * in the order's transaction (a refused order keeps nothing, a replay adds nothing).
 */
const s: OrderSuite = orderSuite();

const book = async (token: string) => (await s.t.call('GET', '/Customers/Addresses', undefined, { token })).body.items as { id: number; address: string; city: string; postalCode: string; mobile: string; title: string; isDefault: boolean }[];
const short = (items: Awaited<ReturnType<typeof book>>) => items.map((a) => [a.address, a.isDefault]);
const OFFICE = { ...BILLING, address: 'Τσιμισκή 45', city: 'Θεσσαλονίκη', postalCode: '54623' };

/** Another order of the same customer (the previous one emptied the cart). */
async function placeAgain(buyer: Buyer, changes: Record<string, unknown>) {
  const cart = (await buyer.cart.add(pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3).variant.id, 1)).body;
  expect((await orderClient(s.t, buyer.token).place(orderBody(s.t, cart, changes))).status).toBe(201);
}

describe('POST /Orders with saveBilling', () => {
  it('keeps the typed billing address as the default, once, however it is typed again', async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    expect(await book(buyer.token)).toEqual([]);
    expect((await client.place(orderBody(s.t, cart, { saveBilling: true }))).status).toBe(201);
    expect(await book(buyer.token)).toEqual([expect.objectContaining({ title: 'Ερμού 24, Αθήνα', address: 'Ερμού 24', postalCode: '10563', mobile: '6912345678', isDefault: true })]);

    await placeAgain(buyer, { saveBilling: true, billing: { ...BILLING, address: '  ΕΡΜΟΥ 24 ', city: 'αθηνα', postalCode: '10563', mobile: '6912345678' } });
    expect(short(await book(buyer.token))).toEqual([['Ερμού 24', true]]);
  });

  it('moves the default to the address of the last checkout, and back to a saved one typed again', async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    await s.t.call('POST', '/Customers/Addresses', { ...OFFICE, title: 'Γραφείο' }, { token: buyer.token });
    expect((await client.place(orderBody(s.t, cart, { saveBilling: true }))).status).toBe(201);
    expect(short(await book(buyer.token))).toEqual([['Ερμού 24', true], ['Τσιμισκή 45', false]]);

    await placeAgain(buyer, { saveBilling: true, billing: { ...OFFICE, address: 'Τσιμισκη 45' } });
    const after = await book(buyer.token);
    expect(short(after)).toEqual([['Τσιμισκή 45', true], ['Ερμού 24', false]]);
    expect(after[0]!.title).toBe('Γραφείο');
  });

  it('keeps nothing unless asked, and the default stays', async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    expect((await client.place(orderBody(s.t, cart))).status).toBe(201);
    expect(await book(buyer.token)).toEqual([]);
    await s.t.call('POST', '/Customers/Addresses', { ...OFFICE, title: 'Γραφείο' }, { token: buyer.token });
    await placeAgain(buyer, { saveBilling: false });
    expect(short(await book(buyer.token))).toEqual([['Τσιμισκή 45', true]]);
  });

  it('keeps a new shipping address too (not as the default), and one entry when both are the same address', async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    expect((await client.place(orderBody(s.t, cart, { saveBilling: true, shipTo: { kind: 'new', address: OFFICE, save: true } }))).status).toBe(201);
    expect(short(await book(buyer.token))).toEqual([['Ερμού 24', true], ['Τσιμισκή 45', false]]);

    const other = await buyerWithCart(s);
    const same = { ...BILLING, address: 'ερμου 24' };
    expect((await other.client.place(orderBody(s.t, other.cart, { saveBilling: true, shipTo: { kind: 'new', address: same, save: true } }))).status).toBe(201);
    expect(short(await book(other.buyer.token))).toEqual([['Ερμού 24', true]]);
  });

  it('keeps nothing from a refused order, and nothing twice from a replayed one', async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    const refused = await client.place(orderBody(s.t, cart, { saveBilling: true, expectedTotal: 1 }));
    expect(refused.status).toBe(409);
    expect(await book(buyer.token)).toEqual([]);

    const key = newKey();
    const body = orderBody(s.t, cart, { saveBilling: true });
    expect((await client.place(body, key)).status).toBe(201);
    expect((await client.place(body, key)).status).toBe(201);
    expect(short(await book(buyer.token))).toEqual([['Ερμού 24', true]]);
  });

  it('places the order with a full address book: a new address is not kept, a saved one still becomes the default', async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++) {
      const res = await s.t.call('POST', '/Customers/Addresses', { ...OFFICE, title: `Α${i}`, address: `Τσιμισκή ${i + 1}` }, { token: buyer.token });
      expect(res.status).toBe(201);
    }
    expect((await client.place(orderBody(s.t, cart, { saveBilling: true }))).status).toBe(201);
    const full = await book(buyer.token);
    expect(full).toHaveLength(ADDRESS_BOOK_MAX);
    expect(full.some((a) => a.address === 'Ερμού 24')).toBe(false);

    await placeAgain(buyer, { saveBilling: true, billing: { ...OFFICE, address: 'Τσιμισκή 7' } });
    const after = await book(buyer.token);
    expect(after).toHaveLength(ADDRESS_BOOK_MAX);
    expect(after[0]).toMatchObject({ address: 'Τσιμισκή 7', isDefault: true });
    expect(after.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
