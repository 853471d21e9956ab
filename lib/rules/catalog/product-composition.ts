import type { ProductKind } from '@/lib/contract/enums';

/**
 * A Bundle's parts and a Grouped product's members as staff set them (issue #45, decision 0046):
 * each rule a small function, the field keys as the operations API answers them (`parts.N.sku`,
 * `members.N`, or the list itself). A composition refused names every row that is wrong at once.
 */
export type Owner = { id: number; kind: ProductKind; status: 'Draft' | 'Published' | 'Archived'; partnerIds: readonly number[] | null };
/** A part as the bundle names it, resolved: its variant and its product, or nothing when unknown. */
export type ResolvedPart = { variantId: number; productId: number; kind: ProductKind; partnerIds: readonly number[] | null } | null;
/** A member as the group names it, resolved (null: no such product). */
export type ResolvedMember = { productId: number; kind: ProductKind; partnerIds: readonly number[] | null } | null;

/** A published Bundle needs a part; a published Grouped product two members (one is a plain product). */
export const MIN_PUBLISHED_PARTS = 1;
export const MIN_PUBLISHED_MEMBERS = 2;
export const PARTS_MAX = 20;
export const MEMBERS_MAX = 20;

/**
 * Whether what `inner` is sold to covers every partner `outer` is sold to (null: every partner), so
 * no customer is sold a bundle or a group whose part or member their partner does not carry.
 */
export function rangeCovers(outer: readonly number[] | null, inner: readonly number[] | null): boolean {
  if (inner === null) return true;
  if (outer === null) return false;
  const carried = new Set(inner);
  return outer.every((p) => carried.has(p));
}

/** Only a Bundle has parts and only a Grouped product members. */
export const compositionKindProblem = (owner: Pick<Owner, 'kind'>, of: 'parts' | 'members'): string | undefined =>
  of === 'parts' ? (owner.kind === 'Bundle' ? undefined : 'product_not_bundle') : owner.kind === 'Grouped' ? undefined : 'product_not_grouped';

/** A published owner may not be left with fewer than its minimum. */
export function compositionCountProblem(owner: Pick<Owner, 'status'>, of: 'parts' | 'members', count: number): string | undefined {
  if (owner.status !== 'Published') return undefined;
  if (of === 'parts') return count < MIN_PUBLISHED_PARTS ? 'bundle_parts_required' : undefined;
  return count < MIN_PUBLISHED_MEMBERS ? 'group_members_required' : undefined;
}

/** One part: known, not the bundle itself, not a bundle (no nesting), a grouped product or a gift card, and carried wherever the bundle is sold. */
export function partProblem(owner: Owner, part: ResolvedPart): string | undefined {
  if (!part) return 'part_not_found';
  if (part.productId === owner.id) return 'part_is_bundle_itself';
  if (part.kind === 'Bundle') return 'part_is_bundle';
  if (part.kind === 'Grouped' || part.kind === 'GiftCard') return 'part_kind_invalid';
  return rangeCovers(owner.partnerIds, part.partnerIds) ? undefined : 'part_not_in_range';
}

/** One member: known, not the group itself, not another Grouped product, carried wherever the group is sold. */
export function memberProblem(owner: Owner, member: ResolvedMember): string | undefined {
  if (!member) return 'member_not_found';
  if (member.productId === owner.id) return 'member_is_group_itself';
  if (member.kind === 'Grouped') return 'member_is_group';
  return rangeCovers(owner.partnerIds, member.partnerIds) ? undefined : 'member_not_in_range';
}

/** The indexes of rows naming what an earlier row already named. */
export function duplicateIndexes<T>(keys: readonly T[]): number[] {
  const seen = new Set<T>();
  return keys.flatMap((key, i) => (seen.has(key) ? [i] : (seen.add(key), [])));
}

/** Every problem of a bundle's new parts: field → key (`parts` for the list, `parts.N.<field>` per row). */
export function partsProblems(owner: Owner, parts: readonly ResolvedPart[], fieldOf: (i: number) => string): Record<string, string> {
  const problems: Record<string, string> = {};
  const list = compositionKindProblem(owner, 'parts') ?? compositionCountProblem(owner, 'parts', parts.length);
  if (list) problems.parts = list;
  parts.forEach((part, i) => {
    const problem = partProblem(owner, part);
    if (problem) problems[fieldOf(i)] = problem;
  });
  for (const i of duplicateIndexes(parts.map((p, i) => p?.variantId ?? `unknown-${i}`))) problems[fieldOf(i)] ??= 'part_duplicate';
  return problems;
}

/** Every problem of a group's new members: field → key (`members` for the list, `members.N` per row). */
export function membersProblems(owner: Owner, members: readonly ResolvedMember[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const list = compositionKindProblem(owner, 'members') ?? compositionCountProblem(owner, 'members', members.length);
  if (list) problems.members = list;
  members.forEach((member, i) => {
    const problem = memberProblem(owner, member);
    if (problem) problems[`members.${i}`] = problem;
  });
  for (const i of duplicateIndexes(members.map((m, i) => m?.productId ?? `unknown-${i}`))) problems[`members.${i}`] ??= 'member_duplicate';
  return problems;
}
