import { eq } from 'drizzle-orm';
import { bundleParts, groupedItems } from '../db/schema';
import { DEMO_KINDS } from '../db/seed/demo-product-kinds';
import { catalogApiSuite } from './catalog/testing/catalog-test-kit';
import { productKindsKit } from './catalog/testing/product-kinds-kit';

/**
 * Every refusal of a Bundle's parts and a Grouped product's members (issue #45, decision 0046):
 * 400 validation_failed with a field key per wrong row (or the list), never a 500, and nothing
 * written: only a Bundle has parts and only a Grouped product members; no part is the bundle
 * itself, another bundle, a group or a gift card; no member is the group itself or another group;
 * unknown SKUs and codes, duplicates, a published bundle without parts or a group with fewer than
 * two members, and a part or member not sold to every partner its bundle or group is sold to.
 */
jest.setTimeout(120_000);

const { s, k } = catalogApiSuite();
const pk = productKindsKit(k);
const FLASK = `${DEMO_KINDS.flask}-BLACK`;

const refused = async (res: { status: number; body: Record<string, unknown> }, fields: Record<string, string>) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ error: 'validation_failed' });
  expect(res.body.fields).toEqual(fields);
};

describe('parts refused', () => {
  it('on a product that is not a Bundle', async () => {
    const plain = await pk.product();
    await refused(await pk.parts(plain, { expectedVersion: plain.version, parts: [{ sku: FLASK, quantity: 1 }] }), { parts: 'product_not_bundle' });
  });

  it('per row: unknown, itself, another bundle, a gift card, a duplicate, none named; nothing written', async () => {
    const bundle = await pk.product({ kind: 'Bundle' }, 0, false);
    const parts = [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: bundle.sku, quantity: 1 },
      { sku: `${DEMO_KINDS.bundle}-BLACK`, quantity: 1 },
      { sku: `${DEMO_KINDS.giftCard}-GOLD`, quantity: 1 },
      { sku: FLASK, quantity: 1 },
      { sku: FLASK.toLowerCase(), quantity: 2 },
      { quantity: 1 },
      { variantId: 999_999, quantity: 1 },
    ];
    await refused(await pk.parts(bundle, { expectedVersion: bundle.version, parts }), {
      'parts.0.sku': 'part_not_found',
      'parts.1.sku': 'part_is_bundle_itself',
      'parts.2.sku': 'part_is_bundle',
      'parts.3.sku': 'part_kind_invalid',
      'parts.5.sku': 'part_duplicate',
      'parts.6.sku': 'part_required',
      'parts.7.variantId': 'part_not_found',
    });
    expect(await s.t.db.select().from(bundleParts).where(eq(bundleParts.bundleProductId, bundle.id))).toEqual([]);
  });

  it('publishing a bundle without parts (409 bundle_parts_required), and emptying a published one; a draft may be emptied', async () => {
    const draft = await pk.product({ kind: 'Bundle' }, 0, false);
    const early = await k.call('POST', `/staff/catalog/products/${draft.code}/status`, { status: 'Published', expectedVersion: draft.version });
    expect([early.status, early.body.error]).toEqual([409, 'bundle_parts_required']);
    const set = await pk.setParts(draft, [{ sku: FLASK, quantity: 1 }]);
    const published = await k.publish(set);
    await refused(await pk.parts(published, { expectedVersion: published.version, parts: [] }), { parts: 'bundle_parts_required' });
    const other = await pk.product({ kind: 'Bundle' }, 0, false);
    expect((await pk.setParts(await pk.setParts(other, [{ sku: FLASK, quantity: 1 }]), [])).parts).toEqual([]);
  });

  it("a part not sold to every partner the bundle is sold to", async () => {
    const hellasOnly = await pk.product({ partners: ['hellas'] });
    const acmeAndHellas = await pk.product({ partners: ['acme', 'hellas'] });
    const everywhere = await pk.product({ kind: 'Bundle' }, 0, false);
    await refused(await pk.parts(everywhere, { expectedVersion: everywhere.version, parts: [{ sku: acmeAndHellas.sku, quantity: 1 }] }), { 'parts.0.sku': 'part_not_in_range' });
    const acme = await pk.product({ kind: 'Bundle', partners: ['acme'] }, 0, false);
    await refused(await pk.parts(acme, { expectedVersion: acme.version, parts: [{ sku: acmeAndHellas.sku, quantity: 1 }, { sku: hellasOnly.sku, quantity: 1 }] }), { 'parts.1.sku': 'part_not_in_range' });
  });

  it('a badly formed body is a 400, not a 500', async () => {
    const bundle = await pk.product({ kind: 'Bundle' }, 0, false);
    for (const parts of [[{ sku: FLASK, quantity: 0 }], [{ sku: FLASK, quantity: 1.5 }], [{ sku: 'bad sku!', quantity: 1 }], 'x']) {
      expect((await pk.parts(bundle, { expectedVersion: bundle.version, parts })).status).toBe(400);
    }
  });
});

describe('members refused', () => {
  it('on a product that is not Grouped', async () => {
    const bundle = await pk.product({ kind: 'Bundle' }, 0, false);
    await refused(await pk.members(bundle, { expectedVersion: bundle.version, members: [DEMO_KINDS.flask, DEMO_KINDS.socks] }), { members: 'product_not_grouped' });
  });

  it('per row: unknown, itself, another group, a duplicate; nothing written', async () => {
    const group = await pk.product({ kind: 'Grouped' }, 0, false);
    const members = ['P0-NOPE', group.code, DEMO_KINDS.grouped, DEMO_KINDS.flask, DEMO_KINDS.flask, 999_999];
    await refused(await pk.members(group, { expectedVersion: group.version, members }), {
      'members.0': 'member_not_found',
      'members.1': 'member_is_group_itself',
      'members.2': 'member_is_group',
      'members.4': 'member_duplicate',
      'members.5': 'member_not_found',
    });
    expect(await s.t.db.select().from(groupedItems).where(eq(groupedItems.groupedProductId, group.id))).toEqual([]);
  });

  it('fewer than two members for a published group', async () => {
    const group = await k.publish(await pk.setMembers(await pk.product({ kind: 'Grouped' }, 0, false), [DEMO_KINDS.flask, DEMO_KINDS.socks]));
    await refused(await pk.members(group, { expectedVersion: group.version, members: [DEMO_KINDS.flask] }), { members: 'group_members_required' });
  });

  it('a member not sold to every partner the group is sold to', async () => {
    const acmeOnly = await pk.product({ partners: ['acme'] });
    const group = await pk.product({ kind: 'Grouped' }, 0, false);
    await refused(await pk.members(group, { expectedVersion: group.version, members: [DEMO_KINDS.flask, acmeOnly.code] }), { 'members.1': 'member_not_in_range' });
  });
});
