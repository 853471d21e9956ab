import type { ImportItem } from '@/lib/contract/catalog-import';
import type { ImportState } from './import-state';

/**
 * A file may leave out the optional columns: a new product takes their defaults (rows-to-items),
 * an existing one keeps what it has (its description, kind, discountable, status, partners,
 * release date, weight; a variant's availability), so leaving a column out never changes it.
 * Given with a blank cell, a release date or weight column clears it (null), as in the JSON API.
 */
export function fillAbsentColumns(item: ImportItem, header: readonly string[], state: ImportState): ImportItem {
  const existing = state.existing.get(item.code);
  if (!existing) return item;
  const has = (column: string) => header.includes(column);
  const was = existing.state;
  const partners = was.partnerIds === null ? null : was.partnerIds.map((id) => state.partnerCodeById.get(id) ?? '').sort();
  const variants = has('availability')
    ? item.variants
    : item.variants.map((v) => ({ ...v, availability: (existing.variants.find((old) => old.sku === v.sku)?.availability ?? v.availability) as typeof v.availability }));
  return {
    ...item,
    description: { el: has('description_el') ? item.description.el : was.description.el, en: has('description_en') ? item.description.en : was.description.en },
    kind: has('kind') ? item.kind : (was.kind as ImportItem['kind']),
    discountable: has('discountable') ? item.discountable : was.discountable,
    status: has('status') ? item.status : (was.status as ImportItem['status']),
    partners: has('partners') ? item.partners : partners,
    releaseDate: has('release_date') ? item.releaseDate : was.releaseDate,
    weightGrams: has('weight_grams') ? item.weightGrams : was.weightGrams,
    variants,
  };
}
