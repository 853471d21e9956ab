import { and, eq, inArray } from 'drizzle-orm';
import type { AddGroupRequest } from '@/lib/contract/product-kinds';
import type { ApiDeps } from '../../context';
import { groupedItems, products, productVariants } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { addCartItemInTx, type CartOwner } from '../cart';

/**
 * POST /Cart/Group (issue #45): a Grouped product's chosen members, each its own cart line, added
 * in one transaction through the cart's own add (its stock, quantity and size checks): one line
 * refused refuses them all (its key, and `params.line`: the refused variant). The grouped product
 * itself is never a line; a variant that is not one of its members' is 404 `product_not_found`.
 */
export async function addGroupToCart(deps: ApiDeps, owner: CartOwner, request: AddGroupRequest): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [group] = await tx.select({ kind: products.kind }).from(products).where(eq(products.id, request.groupId));
    if (group?.kind !== 'Grouped') throw notFound('product_not_found');
    const ids = request.lines.map((l) => l.variantId);
    const members = await tx
      .select({ variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(groupedItems, and(eq(groupedItems.memberProductId, productVariants.productId), eq(groupedItems.groupedProductId, request.groupId)))
      .where(inArray(productVariants.id, ids));
    const allowed = new Set(members.map((m) => m.variantId));
    for (const line of request.lines) {
      if (!allowed.has(line.variantId)) throw notFound('product_not_found');
      try {
        await addCartItemInTx(tx, owner, line, now);
      } catch (error) {
        if (error instanceof ApiError) throw new ApiError(error.status, error.error, error.fields, error.headers, { ...error.params, line: { variantId: line.variantId } });
        throw error;
      }
    }
  });
}
