import type { ProductKind } from '@/lib/contract/enums';
import { compositionCountProblem } from './product-composition';

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
