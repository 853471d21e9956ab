import { codeKey, matchExactCode, type CodeHit } from '@/lib/rules/catalog/exact-code';
import type { ExactCodeTarget } from '../customer-access-gate';
import { isVisibleTo, NO_VALUE, type CatalogIndex } from './catalog-index';

type CodeTables = { products: Map<string, number[]>; variants: Map<string, CodeHit[]> };

/** The codes and SKUs by their key, built once per index (its memo: a patched index starts a new one). */
function codeTables(index: CatalogIndex): CodeTables {
  const cached = index.memo.get('codes') as CodeTables | undefined;
  if (cached) return cached;
  const tables: CodeTables = { products: new Map(), variants: new Map() };
  const add = <T>(map: Map<string, T[]>, code: string, value: T) => {
    const key = codeKey(code);
    if (key === undefined) return;
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (let i = 0; i < index.count; i++) {
    add(tables.products, index.code[i]!, i);
    for (let v = index.variantStart[i]!; v < index.variantStart[i + 1]!; v++) add(tables.variants, index.variantSku[v]!, { product: i, variant: v });
  }
  index.memo.set('codes', tables);
  return tables;
}

/** The product of the partner's range whose code or SKU the text is exactly (lib/rules/catalog/exact-code.ts). */
export function exactCodeTarget(index: CatalogIndex, partnerId: number, text: string): ExactCodeTarget | undefined {
  const tables = codeTables(index);
  const hit = matchExactCode(text, {
    products: (key) => tables.products.get(key),
    variants: (key) => tables.variants.get(key),
    visible: (slot) => isVisibleTo(index, slot, partnerId),
  });
  if (!hit) return undefined;
  const target: ExactCodeTarget = { eurl: index.eurl[hit.product]! };
  if (hit.variant !== undefined) {
    const color = index.variantColor[hit.variant]!;
    const size = index.variantSize[hit.variant]!;
    if (color !== NO_VALUE) target.color = index.colorValues[color]!;
    if (size !== NO_VALUE) target.size = index.sizeValues[size]!;
  }
  return target;
}
