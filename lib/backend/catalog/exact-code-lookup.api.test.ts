import { eq } from 'drizzle-orm';
import { productVariants } from '@/lib/backend/db/schema';
import { productOfExactCode } from '../customer-access-gate';
import { publishCustomerAccess } from '../services/customer-access';
import { freshCustomer, orderSuite } from '../testing/order-helpers';

/** Decision 0051: the product a search text names by its exact code or SKU, as middleware asks it, within the partner's range only. */
const s = orderSuite();
beforeAll(() => publishCustomerAccess(s.t.deps));
afterAll(() => publishCustomerAccess(undefined));

describe('productOfExactCode', () => {
  it('an exact code (any case, spaces around) leads to its product; part of it or a word does not', async () => {
    const buyer = await freshCustomer(s.t, 'acme');
    const product = s.oracle.all.find((p) => p.active && p.partnerIds === null)!;
    expect(await productOfExactCode(buyer.token, 'acme', product.code)).toEqual({ eurl: product.eurl });
    expect(await productOfExactCode(buyer.token, 'acme', ` ${product.code.toLowerCase()} `)).toEqual({ eurl: product.eurl });
    expect(await productOfExactCode(buyer.token, 'acme', product.code.slice(0, -1))).toBeNull();
    expect(await productOfExactCode(buyer.token, 'acme', 'boots')).toBeNull();
  });

  it('a SKU leads to its product with the variant chosen', async () => {
    const buyer = await freshCustomer(s.t, 'acme');
    const product = s.oracle.all.find((p) => p.active && p.partnerIds === null && p.variants.some((v) => v.size !== null))!;
    const variant = product.variants.find((v) => v.size !== null)!;
    const [row] = await s.t.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variant.id));
    expect(await productOfExactCode(buyer.token, 'acme', row!.sku)).toEqual({ eurl: product.eurl, color: variant.color, size: variant.size });
  });

  it("a product outside the partner's range is not found by its code (partner isolation); a bad token cannot tell", async () => {
    const acme = await freshCustomer(s.t, 'acme');
    const hellas = await freshCustomer(s.t, 'hellas');
    const restricted = s.oracle.all.find((p) => p.active && p.partnerIds !== null)!;
    const [owner, other] = restricted.partnerIds!.includes(s.oracle.partner('acme').id) ? [acme, hellas] : [hellas, acme];
    expect(await productOfExactCode(owner.token, owner.partner, restricted.code)).toEqual({ eurl: restricted.eurl });
    expect(await productOfExactCode(other.token, other.partner, restricted.code)).toBeNull();
    // A token of one partner asking under the other: nothing to tell.
    expect(await productOfExactCode(owner.token, other.partner, restricted.code)).toBeUndefined();
    expect(await productOfExactCode('not-a-token', 'acme', restricted.code)).toBeUndefined();
  });
});
