import { hasCustomerAccess, ownsCustomerOrder, seesCatalogProduct } from '../customer-access-gate';
import { buyerWithCart, freshCustomer, orderBody, orderSuite } from '../testing/order-helpers';
import { publishCustomerAccess } from './customer-access';

/** What middleware asks before the cache or a render answers (issue #15), as the runtime publishes it. */
const s = orderSuite();
beforeAll(() => publishCustomerAccess(s.t.deps));
afterAll(() => publishCustomerAccess(undefined));

describe('the checks middleware reads from globalThis', () => {
  it("a token's access under its own partner only", async () => {
    const buyer = await freshCustomer(s.t);
    expect(await hasCustomerAccess(buyer.token, 'acme')).toBe(true);
    expect(await hasCustomerAccess(buyer.token, 'hellas')).toBe(false);
    expect(await hasCustomerAccess(buyer.token, 'retired')).toBe(false);
    expect(await hasCustomerAccess('not-a-token', 'acme')).toBe(false);
  });

  it("an order is its customer's, nobody else's; a bad token cannot tell", async () => {
    const { buyer, cart, client } = await buyerWithCart(s);
    const placed = await client.place(orderBody(s.t, cart));
    expect(placed.status).toBe(201);
    const uid = placed.body.uid as string;
    const other = await freshCustomer(s.t);
    expect(await ownsCustomerOrder(buyer.token, 'acme', uid)).toBe(true);
    expect(await ownsCustomerOrder(other.token, 'acme', uid)).toBe(false);
    expect(await ownsCustomerOrder(buyer.token, 'acme', 'no such order')).toBe(false);
    expect(await ownsCustomerOrder('not-a-token', 'acme', uid)).toBeUndefined();
    expect(await ownsCustomerOrder(buyer.token, 'hellas', uid)).toBeUndefined();
  });

  it("a product is seen where the partner's catalogue shows it: one restricted to the other partner is not", async () => {
    const acme = await freshCustomer(s.t, 'acme');
    const hellas = await freshCustomer(s.t, 'hellas');
    const everywhere = s.oracle.all.find((p) => p.active && p.partnerIds === null)!;
    // A product only one of the two partners may show (the seed has such products).
    const restricted = s.oracle.all.find((p) => p.active && p.partnerIds !== null)!;
    const [owner, other] = restricted.partnerIds!.includes(s.oracle.partner('acme').id) ? [acme, hellas] : [hellas, acme];
    expect(await seesCatalogProduct(acme.token, 'acme', everywhere.eurl)).toBe(true);
    expect(await seesCatalogProduct(hellas.token, 'hellas', everywhere.eurl)).toBe(true);
    expect(await seesCatalogProduct(owner.token, owner.partner, restricted.eurl)).toBe(true);
    expect(await seesCatalogProduct(other.token, other.partner, restricted.eurl)).toBe(false);
    expect(await seesCatalogProduct(acme.token, 'acme', 'no-such-product')).toBe(false);
    expect(await seesCatalogProduct('not-a-token', 'acme', everywhere.eurl)).toBeUndefined();
  });

  it('answers "cannot tell" once withdrawn (the database closed), never a guess', async () => {
    const buyer = await freshCustomer(s.t);
    publishCustomerAccess(undefined);
    try {
      expect(await hasCustomerAccess(buyer.token, 'acme')).toBeUndefined();
      expect(await ownsCustomerOrder(buyer.token, 'acme', 'x')).toBeUndefined();
    } finally {
      publishCustomerAccess(s.t.deps);
    }
  });
});
