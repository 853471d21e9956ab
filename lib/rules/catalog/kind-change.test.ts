import { droppedComposition, kindChangeProblem, type KindChange } from './kind-change';

const change = (over: Partial<KindChange>): KindChange => ({ from: 'Product', to: 'Product', status: 'Draft', partOfBundles: 0, memberOfGroups: 0, ...over });

describe('a product kind changed by staff', () => {
  it('no change is no problem, whatever the product is part of', () => {
    expect(kindChangeProblem(change({ from: 'Bundle', to: 'Bundle', status: 'Published', partOfBundles: 3 }))).toBeUndefined();
  });

  it("a bundle's part stays a plain product: no Bundle, Grouped or GiftCard", () => {
    for (const to of ['Bundle', 'Grouped', 'GiftCard'] as const) expect(kindChangeProblem(change({ to, partOfBundles: 1 }))).toBe('kind_part_of_bundle');
    expect(kindChangeProblem(change({ to: 'Custom', partOfBundles: 1 }))).toBeUndefined();
  });

  it("a group's member does not become a group; it may become a bundle while a draft", () => {
    expect(kindChangeProblem(change({ to: 'Grouped', memberOfGroups: 2 }))).toBe('kind_member_of_group');
    expect(kindChangeProblem(change({ to: 'Bundle', memberOfGroups: 2 }))).toBeUndefined();
  });

  it('a published product does not become an empty Bundle or Grouped one; a draft or an archived one may', () => {
    expect(kindChangeProblem(change({ to: 'Bundle', status: 'Published' }))).toBe('bundle_parts_required');
    expect(kindChangeProblem(change({ to: 'Grouped', status: 'Published' }))).toBe('group_members_required');
    expect(kindChangeProblem(change({ to: 'Bundle', status: 'Archived' }))).toBeUndefined();
    expect(kindChangeProblem(change({ to: 'Grouped', status: 'Draft' }))).toBeUndefined();
    expect(kindChangeProblem(change({ from: 'Bundle', to: 'Product', status: 'Published' }))).toBeUndefined();
  });

  it('a former Bundle drops its parts, a former Grouped product its members, nothing else drops anything', () => {
    expect(droppedComposition('Bundle', 'Product')).toEqual({ parts: true, members: false });
    expect(droppedComposition('Grouped', 'Bundle')).toEqual({ parts: false, members: true });
    expect(droppedComposition('Bundle', 'Bundle')).toEqual({ parts: false, members: false });
    expect(droppedComposition('Product', 'GiftCard')).toEqual({ parts: false, members: false });
  });
});
