import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { LastCheckoutChoice } from '@/lib/contract/checkout';
import { CardProviders, type CardProvider } from '@/lib/rules/checkout-options';
import type { ApiDeps } from '../../context';
import { orders } from '../../db/schema';

type Reader = Pick<ApiDeps['db'], 'select'>;

const isCardProvider = (name: string | null): name is CardProvider => (CardProviders as readonly (string | null)[]).includes(name);

/**
 * The shipping and payment choices of the customer's newest order under this partner, which the
 * next checkout starts with (issue #16 item 6). Whether they are still offered is the client's
 * check against the options it is shown with (`lib/checkout/last-choice.ts`).
 */
export async function lastCheckoutChoice(db: Reader, owner: { partnerId: number; customerId: number }): Promise<LastCheckoutChoice | null> {
  const [last] = await db
    .select({ shippingMethod: orders.shippingMethod, paymentMethod: orders.paymentMethod, paymentProvider: orders.paymentProvider, store: orders.store })
    .from(orders)
    .where(and(eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!last) return null;
  return {
    shippingMethod: last.shippingMethod,
    paymentMethod: last.paymentMethod,
    cardProvider: last.paymentMethod === 'card' && isCardProvider(last.paymentProvider) ? last.paymentProvider : null,
    storeId: last.shippingMethod === 'store_pickup' ? (last.store?.id ?? null) : null,
  };
}
