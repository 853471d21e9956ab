import { compositionCountProblem, compositionKindProblem, duplicateIndexes, memberProblem, membersProblems, partProblem, partsProblems, rangeCovers, type Owner } from './product-composition';

const bundle: Owner = { id: 1, kind: 'Bundle', status: 'Published', partnerIds: [10] };
const group: Owner = { id: 2, kind: 'Grouped', status: 'Published', partnerIds: null };
const part = (over: Partial<{ variantId: number; productId: number; kind: Owner['kind']; partnerIds: number[] | null }> = {}) => ({ variantId: 100, productId: 5, kind: 'Product' as const, partnerIds: null, ...over });
const member = (over: Partial<{ productId: number; kind: Owner['kind']; partnerIds: number[] | null }> = {}) => ({ productId: 5, kind: 'Product' as const, partnerIds: null, ...over });

describe('rangeCovers', () => {
  it('an every-partner part covers any range', () => expect(rangeCovers([1, 2], null)).toBe(true));
  it('a part for some partners does not cover an every-partner owner', () => expect(rangeCovers(null, [1])).toBe(false));
  it('covers when every partner of the owner carries it', () => {
    expect(rangeCovers([1], [1, 2])).toBe(true);
    expect(rangeCovers([1, 3], [1, 2])).toBe(false);
  });
});

describe('kind and count', () => {
  it('only a Bundle has parts, only a Grouped product members', () => {
    expect(compositionKindProblem({ kind: 'Bundle' }, 'parts')).toBeUndefined();
    expect(compositionKindProblem({ kind: 'Product' }, 'parts')).toBe('product_not_bundle');
    expect(compositionKindProblem({ kind: 'Grouped' }, 'members')).toBeUndefined();
    expect(compositionKindProblem({ kind: 'Bundle' }, 'members')).toBe('product_not_grouped');
  });
  it('a published bundle needs a part and a published group two members; a draft may be empty', () => {
    expect(compositionCountProblem({ status: 'Published' }, 'parts', 0)).toBe('bundle_parts_required');
    expect(compositionCountProblem({ status: 'Published' }, 'parts', 1)).toBeUndefined();
    expect(compositionCountProblem({ status: 'Published' }, 'members', 1)).toBe('group_members_required');
    expect(compositionCountProblem({ status: 'Published' }, 'members', 2)).toBeUndefined();
    expect(compositionCountProblem({ status: 'Draft' }, 'parts', 0)).toBeUndefined();
    expect(compositionCountProblem({ status: 'Archived' }, 'members', 0)).toBeUndefined();
  });
});

describe('partProblem', () => {
  it('accepts a plain product carried by the bundle’s partners', () => expect(partProblem(bundle, part({ partnerIds: [10, 11] }))).toBeUndefined());
  it('refuses an unknown part, the bundle itself, another bundle, a group or gift card, and one out of range', () => {
    expect(partProblem(bundle, null)).toBe('part_not_found');
    expect(partProblem(bundle, part({ productId: 1 }))).toBe('part_is_bundle_itself');
    expect(partProblem(bundle, part({ kind: 'Bundle' }))).toBe('part_is_bundle');
    expect(partProblem(bundle, part({ kind: 'Grouped' }))).toBe('part_kind_invalid');
    expect(partProblem(bundle, part({ kind: 'GiftCard' }))).toBe('part_kind_invalid');
    expect(partProblem(bundle, part({ partnerIds: [11] }))).toBe('part_not_in_range');
  });
});

describe('memberProblem', () => {
  it('accepts a product or a bundle carried everywhere the group is sold', () => {
    expect(memberProblem(group, member())).toBeUndefined();
    expect(memberProblem(group, member({ kind: 'Bundle' }))).toBeUndefined();
  });
  it('refuses an unknown member, the group itself, another group and one out of range', () => {
    expect(memberProblem(group, null)).toBe('member_not_found');
    expect(memberProblem(group, member({ productId: 2 }))).toBe('member_is_group_itself');
    expect(memberProblem(group, member({ kind: 'Grouped' }))).toBe('member_is_group');
    expect(memberProblem(group, member({ partnerIds: [10] }))).toBe('member_not_in_range');
  });
});

describe('lists', () => {
  it('names the later rows of a duplicate', () => expect(duplicateIndexes([3, 4, 3, 3])).toEqual([2, 3]));
  it('names each wrong part and the list', () => {
    const field = (i: number) => `parts.${i}.sku`;
    expect(partsProblems(bundle, [part(), part(), null], field)).toEqual({ 'parts.1.sku': 'part_duplicate', 'parts.2.sku': 'part_not_found' });
    expect(partsProblems(bundle, [], field)).toEqual({ parts: 'bundle_parts_required' });
    expect(partsProblems({ ...bundle, kind: 'Product' }, [part()], field)).toEqual({ parts: 'product_not_bundle' });
  });
  it('names each wrong member and the list', () => {
    expect(membersProblems(group, [member(), member()])).toEqual({ 'members.1': 'member_duplicate' });
    expect(membersProblems(group, [member()])).toEqual({ members: 'group_members_required' });
    expect(membersProblems({ ...group, status: 'Draft' }, [member({ productId: 2 }), null, null])).toEqual({ 'members.0': 'member_is_group_itself', 'members.1': 'member_not_found', 'members.2': 'member_not_found' });
  });
});
