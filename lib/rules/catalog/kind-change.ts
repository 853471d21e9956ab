import type { ProductKind } from '@/lib/contract/enums';
import { compositionCountProblem, rangeCovers } from './product-composition';

/**
 * A product's kind changed by staff (issue #45, decision 0046): what it may not become, and what it
 * leaves behind. A product whose variants are a bundle's parts stays a plain product (bundles do not
 * nest, a part is no grouped product or gift card); a group's member does not become a group; a
 * published product does not become an empty Bundle or Grouped one (its parts or members are set
 * while it is a Draft, then it is published). A Bundle that becomes something else drops its parts,
 * a Grouped product its members: the stock of a plain product is its own, never its former parts'.
 */
export type KindChange = {
  from: ProductKind;
  to: ProductKind;
  status: 'Draft' | 'Published' | 'Archived';
  /** How many bundles list one of the product's variants as a part. */
  partOfBundles: number;
  /** How many Grouped products list the product as a member. */
  memberOfGroups: number;
};

export function kindChangeProblem(change: KindChange): string | undefined {
  const { from, to } = change;
  if (from === to) return undefined;
  if (change.partOfBundles > 0 && (to === 'Bundle' || to === 'Grouped' || to === 'GiftCard')) return 'kind_part_of_bundle';
  if (change.memberOfGroups > 0 && to === 'Grouped') return 'kind_member_of_group';
  if (to === 'Bundle') return compositionCountProblem(change, 'parts', 0);
  if (to === 'Grouped') return compositionCountProblem(change, 'members', 0);
  return undefined;
}

/** What a kind change drops: a former Bundle's parts, a former Grouped product's members. */
export const droppedComposition = (from: ProductKind, to: ProductKind): { parts: boolean; members: boolean } => ({
  parts: from === 'Bundle' && to !== 'Bundle',
  members: from === 'Grouped' && to !== 'Grouped',
});

/** What the import knows of a product already in the catalogue: its kind, what it holds and what holds it. */
export type CompositionFacts = { kind: ProductKind; parts: number; members: number; partOfBundles: number; memberOfGroups: number };

/**
 * An imported item's kind and status against what the product holds (the import carries no parts or
 * members): the same refusals as the product's edit, and a published Bundle or Grouped product keeps
 * its minimum of parts or members. The item's field (`kind` or `status`) and key, or nothing.
 */
export function importedKindProblem(desired: { kind: ProductKind; status: KindChange['status'] }, existing: CompositionFacts | undefined): { path: 'kind' | 'status'; key: string } | undefined {
  const facts = existing ?? { kind: 'Product' as const, parts: 0, members: 0, partOfBundles: 0, memberOfGroups: 0 };
  if (facts.kind !== desired.kind) {
    const key = kindChangeProblem({ from: facts.kind, to: desired.kind, status: desired.status, partOfBundles: facts.partOfBundles, memberOfGroups: facts.memberOfGroups });
    return key ? { path: existing ? 'kind' : 'status', key } : undefined;
  }
  const key = desired.kind === 'Bundle' ? compositionCountProblem(desired, 'parts', facts.parts) : desired.kind === 'Grouped' ? compositionCountProblem(desired, 'members', facts.members) : undefined;
  return key ? { path: 'status', key } : undefined;
}

/**
 * A product's partner range changed (null: every partner) against what holds it and what it holds:
 * every bundle or group holding it must stay within its new range, and its own parts or members
 * must still cover it (the rule of `rangeCovers`, kept when either side changes later).
 */
export function rangeChangeProblem(range: readonly number[] | null, holders: readonly (readonly number[] | null)[], held: readonly (readonly number[] | null)[]): string | undefined {
  if (holders.some((outer) => !rangeCovers(outer, range))) return 'range_narrower_than_holders';
  if (held.some((inner) => !rangeCovers(range, inner))) return 'range_wider_than_contents';
  return undefined;
}
