import { and, arrayContains, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { QuickOrderResult } from '@/lib/contract/quick-order';
import { colorReader } from '@/lib/quick-order/colors';
import { normalizeKey } from '@/lib/quick-order/parse-lines';
import { planQuickOrder, type QuickOrderLine, type QuickOrderProduct } from '@/lib/quick-order/plan';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import type { ApiDeps } from '../context';
import { cartLines, productVariants, products } from '../db/schema';
import { getCart, lockCart, type CartOwner } from './cart';
import { variantColumns, variantStock } from './cart-view';

const colorOf = colorReader([el.catalog.colorNames, en.catalog.colorNames]);

/**
 * POST /Cart/QuickOrder (issue #18 item 1): the products the lines name (by code, in any case;
 * only those the partner offers), then, under the cart's lock like every cart write, the plan of
 * lib/quick-order/plan.ts and the lines it accepts, all in one transaction: a fault adds nothing.
 */
export async function quickOrder(deps: ApiDeps, owner: CartOwner, lines: readonly QuickOrderLine[], lang: Language): Promise<QuickOrderResult> {
  const codes = [...new Set(lines.map((line) => normalizeKey(line.code)))];
  const now = deps.now();
  const steps = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ ...variantColumns, code: products.code, sizeKind: products.sizeKind })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          inArray(sql`lower(${products.code})`, codes),
          eq(products.active, true),
          or(isNull(products.partnerIds), arrayContains(products.partnerIds, [owner.partnerId])),
        ),
      );
    const byCode = new Map<string, QuickOrderProduct & { variants: ReturnType<typeof variantStock>[] }>();
    for (const row of rows) {
      const key = normalizeKey(row.code);
      const product = byCode.get(key) ?? { code: row.code, hasSizes: row.sizeKind !== 'None', variants: [] };
      product.variants.push(variantStock(row));
      byCode.set(key, product);
    }
    const cartId = await lockCart(tx, owner, now, true);
    const held = await tx.select({ variantId: cartLines.variantId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.cartId, cartId));
    const planned = planQuickOrder(lines, byCode, { quantities: new Map(held.map((h) => [h.variantId, h.quantity])), lineCount: held.length }, colorOf);
    for (const step of planned) {
      if (step.status !== 'added') continue;
      await tx
        .insert(cartLines)
        .values({ cartId, variantId: step.variantId, quantity: step.quantity, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity: sql`${cartLines.quantity} + ${step.quantity}`, updatedAt: now } });
    }
    return planned;
  });
  return {
    cart: await getCart(deps, owner, lang),
    addedUnits: steps.reduce((sum, step) => sum + (step.status === 'added' ? step.quantity : 0), 0),
    lines: steps.map((step) => (step.status === 'added' ? { row: step.row, status: step.status } : step)),
  };
}
