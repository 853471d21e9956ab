import { droppedComposition, importedKindProblem, kindChangeProblem, rangeChangeProblem, type CompositionFacts, type KindChange } from './kind-change';

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

describe('an imported item against what its product holds', () => {
  const facts = (over: Partial<CompositionFacts> = {}): CompositionFacts => ({ kind: 'Product', parts: 0, members: 0, partOfBundles: 0, memberOfGroups: 0, ...over });

  it('a new published Bundle or Grouped product is refused on its status; a new draft one is not', () => {
    expect(importedKindProblem({ kind: 'Bundle', status: 'Published' }, undefined)).toEqual({ path: 'status', key: 'bundle_parts_required' });
    expect(importedKindProblem({ kind: 'Grouped', status: 'Published' }, undefined)).toEqual({ path: 'status', key: 'group_members_required' });
    expect(importedKindProblem({ kind: 'Bundle', status: 'Draft' }, undefined)).toBeUndefined();
    expect(importedKindProblem({ kind: 'Product', status: 'Published' }, undefined)).toBeUndefined();
  });

  it('an existing Bundle is published by the import only with a part, a group with two members', () => {
    expect(importedKindProblem({ kind: 'Bundle', status: 'Published' }, facts({ kind: 'Bundle', parts: 1 }))).toBeUndefined();
    expect(importedKindProblem({ kind: 'Bundle', status: 'Published' }, facts({ kind: 'Bundle', parts: 0 }))).toEqual({ path: 'status', key: 'bundle_parts_required' });
    expect(importedKindProblem({ kind: 'Grouped', status: 'Published' }, facts({ kind: 'Grouped', members: 1 }))).toEqual({ path: 'status', key: 'group_members_required' });
  });

  it("a kind change is refused on the item's kind as the edit refuses it", () => {
    expect(importedKindProblem({ kind: 'Bundle', status: 'Draft' }, facts({ partOfBundles: 1 }))).toEqual({ path: 'kind', key: 'kind_part_of_bundle' });
    expect(importedKindProblem({ kind: 'Grouped', status: 'Draft' }, facts({ memberOfGroups: 1 }))).toEqual({ path: 'kind', key: 'kind_member_of_group' });
    expect(importedKindProblem({ kind: 'Product', status: 'Published' }, facts({ kind: 'Bundle', parts: 2 }))).toBeUndefined();
  });
});

describe("a partner range changed under a bundle or a group", () => {
  it('a part or member keeps every partner its bundles and groups are sold to', () => {
    expect(rangeChangeProblem([1, 2], [[1], [2]], [])).toBeUndefined();
    expect(rangeChangeProblem([1], [[1, 2]], [])).toBe('range_narrower_than_holders');
    expect(rangeChangeProblem([1, 2], [null], [])).toBe('range_narrower_than_holders');
    expect(rangeChangeProblem(null, [null, [3]], [])).toBeUndefined();
  });

  it("a bundle or group is sold only where all its parts or members are", () => {
    expect(rangeChangeProblem([1], [], [[1, 2], null])).toBeUndefined();
    expect(rangeChangeProblem([1, 3], [], [[1, 2]])).toBe('range_wider_than_contents');
    expect(rangeChangeProblem(null, [], [[1, 2]])).toBe('range_wider_than_contents');
    expect(rangeChangeProblem(null, [], [null])).toBeUndefined();
  });
});
