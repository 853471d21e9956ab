import type { StaffProduct } from '@/lib/contract/staff-catalog';
import type { StaffProductComposition } from '@/lib/contract/staff-product-kinds';
import type { catalogKit } from './catalog-test-kit';

/**
 * The parts and members API tests' records (decision 0046): published products with one variant
 * each (their SKU is the code and the colour), and bundles and groups made through the API.
 */
type Kit = ReturnType<typeof catalogKit>;
export type Made = StaffProduct & { word: string; sku: string };

export function productKindsKit(k: Kit) {
  return {
    /** A product (a Bundle, a Grouped one or a plain one) with one variant (none for a group) of `stock`, published unless said. */
    async product(changes: Record<string, unknown> = {}, stock = 10, publish = true): Promise<Made> {
      const made = await k.create(changes);
      const sku = `${made.code}-BLACK-M`;
      const grid = changes.kind === 'Grouped' ? made : await k.variants(made, [{ sku, color: 'black', size: 'M', stock, availability: 'Available' }]);
      const done = publish ? await k.publish(grid) : grid;
      return { ...done, word: made.word, sku };
    },
    parts: (product: { code: string }, body: unknown, role: 'Employee' | 'SalesPerson' | 'Inspector' = 'Employee') => k.call('PUT', `/staff/catalog/products/${product.code}/parts`, body, role),
    members: (product: { code: string }, body: unknown, role: 'Employee' | 'SalesPerson' | 'Inspector' = 'Employee') => k.call('PUT', `/staff/catalog/products/${product.code}/members`, body, role),
    async setParts(product: { code: string; version: number }, parts: unknown[]): Promise<StaffProductComposition> {
      const res = await this.parts(product, { expectedVersion: product.version, parts });
      if (res.status !== 200) throw new Error(`parts: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as StaffProductComposition;
    },
    async setMembers(product: { code: string; version: number }, members: unknown[]): Promise<StaffProductComposition> {
      const res = await this.members(product, { expectedVersion: product.version, members });
      if (res.status !== 200) throw new Error(`members: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as StaffProductComposition;
    },
  };
}
