import { zAddress } from '@/lib/contract/addresses';
import { BILLING, freshCustomer, orderState, type Buyer } from '../testing/order-helpers';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * The address book (DESIGN §8 customer, SPEC §2 addresses): CRUD, the default address, the cap of
 * 20, ownership (404 for anything that is not the caller's) and the country rules on postal codes
 * and mobiles.
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const ADDRESS = { ...BILLING, title: 'Σπίτι' };

function book(buyer: Pick<Buyer, 'token' | 'partner'>) {
  const options = { token: buyer.token, partner: buyer.partner };
  return {
    list: () => t.call('GET', '/Customers/Addresses', undefined, options),
    create: (body: unknown) => t.call('POST', '/Customers/Addresses', body, options),
    update: (id: unknown, body: unknown) => t.call('PUT', `/Customers/Addresses/${String(id)}`, body, options),
    remove: (id: unknown) => t.call('DELETE', `/Customers/Addresses/${String(id)}`, undefined, options),
  };
}
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((a) => a.id);
const defaults = (res: { body: { items: { id: number; isDefault: boolean }[] } }) => res.body.items.filter((a) => a.isDefault).map((a) => a.id);

describe('address book', () => {
  it('starts empty; the first address is the default, stored normalised', async () => {
    const b = book(await freshCustomer(t));
    expect((await b.list()).body).toEqual({ items: [] });
    const res = await b.create({ ...ADDRESS, region: 'Αττική' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), ...ADDRESS, region: 'Αττική', postalCode: '10563', mobile: '6912345678', isDefault: true });
    expect(zAddress.strict().safeParse(res.body).error).toBeUndefined();
    expect((await b.list()).body.items).toEqual([res.body]);
  });

  it('lists the default first, then the newest; isDefault moves the default', async () => {
    const buyer = await freshCustomer(t);
    const b = book(buyer);
    const first = (await b.create(ADDRESS)).body;
    const second = (await b.create({ ...ADDRESS, title: 'Δουλειά' })).body;
    const third = (await b.create({ ...ADDRESS, title: 'Εξοχικό' })).body;
    expect(second.isDefault).toBe(false);
    expect(ids(await b.list())).toEqual([first.id, third.id, second.id]);
    const fourth = (await b.create({ ...ADDRESS, title: 'Γονείς', isDefault: true })).body;
    expect(fourth.isDefault).toBe(true);
    expect(ids(await b.list())).toEqual([fourth.id, third.id, second.id, first.id]);
    expect(defaults(await b.list())).toEqual([fourth.id]);
  });

  it('updates an address; isDefault true moves the default, false leaves the default where it is', async () => {
    const b = book(await freshCustomer(t));
    const first = (await b.create(ADDRESS)).body;
    const second = (await b.create({ ...ADDRESS, title: 'Δουλειά' })).body;
    const res = await b.update(second.id, { ...ADDRESS, title: 'Γραφείο', country: 'CY', postalCode: '1010', mobile: '+357 99 123456', isDefault: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...second, title: 'Γραφείο', country: 'CY', postalCode: '1010', mobile: '99123456', isDefault: true });
    expect(defaults(await b.list())).toEqual([second.id]);
    const kept = await b.update(second.id, { ...ADDRESS, isDefault: false });
    expect(kept.body.isDefault).toBe(true);
    expect((await b.update(first.id, { ...ADDRESS, title: 'Νέος τίτλος' })).body).toMatchObject({ title: 'Νέος τίτλος', isDefault: false });
  });

  it('deletes an address (204); deleting the default makes the newest remaining the default', async () => {
    const b = book(await freshCustomer(t));
    const first = (await b.create(ADDRESS)).body;
    const second = (await b.create({ ...ADDRESS, title: 'Β' })).body;
    const third = (await b.create({ ...ADDRESS, title: 'Γ' })).body;
    const res = await b.remove(second.id);
    expect([res.status, res.body]).toEqual([204, undefined]);
    expect(ids(await b.list())).toEqual([first.id, third.id]);
    await b.remove(first.id);
    expect((await b.list()).body.items).toEqual([{ ...third, isDefault: true }]);
    await b.remove(third.id);
    expect((await b.list()).body.items).toEqual([]);
    expect((await b.remove(third.id)).status).toBe(404);
  });

  it('holds at most 20 addresses: the 21st is 409 address_book_full and is not stored', async () => {
    const b = book(await freshCustomer(t));
    for (let i = 0; i < 20; i++) expect((await b.create({ ...ADDRESS, title: `Διεύθυνση ${i + 1}` })).status).toBe(201);
    const before = await orderState(t);
    const res = await b.create(ADDRESS);
    expect([res.status, res.body]).toEqual([409, { error: 'address_book_full', params: { addresses: { max: 20 } } }]);
    expect(await orderState(t)).toEqual(before);
    expect((await b.list()).body.items).toHaveLength(20);
  });

  it('keeps the cap and one default under concurrent creates', async () => {
    const b = book(await freshCustomer(t));
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => b.create({ ...ADDRESS, title: `Τ${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(defaults(await b.list())).toHaveLength(1);
  });
});

describe('ownership', () => {
  it('answers 404 address_not_found for another customer’s or partner’s address and for ids that name nothing', async () => {
    const owner = await freshCustomer(t);
    const address = (await book(owner).create(ADDRESS)).body;
    const other = book(await freshCustomer(t));
    const hellas = book(await freshCustomer(t, 'hellas'));
    for (const b of [other, hellas]) {
      expect((await b.update(address.id, ADDRESS)).body).toEqual({ error: 'address_not_found' });
      expect((await b.remove(address.id)).body).toEqual({ error: 'address_not_found' });
      expect((await b.list()).body.items).toEqual([]);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483647']) {
      expect([(await book(owner).update(id, ADDRESS)).status, (await book(owner).remove(id)).status]).toEqual([404, 404]);
    }
    expect((await book(owner).list()).body.items).toEqual([address]);
  });

  it('needs a login', async () => {
    expect((await t.call('GET', '/Customers/Addresses')).status).toBe(401);
    expect((await t.call('POST', '/Customers/Addresses', ADDRESS)).status).toBe(401);
  });
});

describe('validation', () => {
  it('checks postal codes and mobiles against the country (400 with fields)', async () => {
    const b = book(await freshCustomer(t));
    const res = await b.create({ ...ADDRESS, postalCode: '9999', mobile: '2101234567' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', fields: { postalCode: 'postal_code_invalid', mobile: 'address_mobile_invalid' } });
    const cyprus = await b.create({ ...ADDRESS, country: 'CY', postalCode: '10431', mobile: '6912345678' });
    expect(cyprus.body.fields).toEqual({ postalCode: 'postal_code_invalid', mobile: 'address_mobile_invalid' });
    expect((await b.create({ ...ADDRESS, postalCode: '90000' })).body.fields).toEqual({ postalCode: 'postal_code_invalid' });
    expect((await b.list()).body.items).toEqual([]);
  });

  it('requires the fields, refuses unknown ones and other countries', async () => {
    const b = book(await freshCustomer(t));
    const res = await b.create({ country: 'DE', admin: true });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ title: 'required', firstName: 'required', address: 'required', country: 'allowed_values_only', admin: 'not_allowed_values' });
    expect((await b.create({ ...ADDRESS, title: ' ' })).body.fields).toEqual({ title: 'required' });
    expect((await b.create({ ...ADDRESS, city: 'x'.repeat(101) })).body.fields).toEqual({ city: 'max_characters' });
  });
});
