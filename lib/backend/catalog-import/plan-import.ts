import type { ImportItem } from '@/lib/contract/catalog-import';
import { checkReferences, duplicatesInBatch, type PathProblem } from '@/lib/rules/catalog-import/check-references';
import { desiredState, diffProduct, isUnchanged, type ProductDiff, type ProductState } from '@/lib/rules/catalog-import/diff-product';
import type { ProductKind } from '@/lib/contract/enums';
import { importedKindProblem, rangeChangeProblem } from '@/lib/rules/catalog/kind-change';
import type { ExistingProduct, ImportState } from './import-state';

/**
 * A batch's plan: per item, its problems (the paths of `checkReferences`, and duplicates in the
 * batch), or what it would do (create, update with a diff, or nothing). Pure over the state read.
 */
export type ItemPlan = {
  item: ImportItem;
  existing: ExistingProduct | undefined;
  desired: ProductState;
  diff: ProductDiff;
  outcome: 'created' | 'updated' | 'unchanged';
  problems: PathProblem[];
};

export function planImport(items: readonly ImportItem[], state: ImportState): ItemPlan[] {
  const batchProblems = duplicatesInBatch(items);
  return items.map((given, i) => {
    const existing = state.existing.get(given.code);
    // A JSON item without a weight keeps the stored one (a file's absent column: absent-columns.ts).
    const item = given.weightGrams === undefined ? { ...given, weightGrams: existing?.state.weightGrams ?? null } : given;
    const problems = [
      ...batchProblems.filter((p) => p.path.startsWith(`${i}.`)).map((p) => ({ ...p, path: p.path.slice(String(i).length + 1) })),
      ...checkReferences(item, state.refs),
    ];
    const desired = desiredState(item, {
      categoryId: state.refs.categories.get(item.category)?.id ?? 0,
      brandId: state.refs.brands.get(item.brand) ?? 0,
      partnerIds: item.partners === null ? null : item.partners.map((code) => state.refs.partners.get(code) ?? 0),
    });
    const diff = diffProduct(existing?.state ?? null, desired, existing?.variants ?? [], item.variants);
    const outcome = !existing ? 'created' : isUnchanged(diff) ? 'unchanged' : 'updated';
    // The import carries no parts or members: a kind or a status they forbid is refused (decision 0046).
    const kind = importedKindProblem({ kind: item.kind, status: item.status }, existing && { kind: existing.state.kind as ProductKind, ...existing.held });
    if (kind) problems.push(kind);
    // Nor a partner range that would sell a bundle's part or a group's member where it is not carried.
    const range = existing && diff.fields.partnerIds ? rangeChangeProblem(desired.partnerIds, existing.held.holderRanges, item.kind === existing.state.kind ? existing.held.contentRanges : []) : undefined;
    if (range) problems.push({ path: 'partners', key: range });
    return { item, existing, desired, diff, outcome, problems };
  });
}

/** The problems of a plan as the API's field keys: `items.<i>.<path>`. */
export function planProblems(plans: readonly ItemPlan[]): Record<string, string> {
  return Object.fromEntries(plans.flatMap((plan, i) => plan.problems.map((p) => [`items.${i}.${p.path}`, p.key])));
}
