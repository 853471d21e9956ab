import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { DefaultLanguage } from '@/lib/contract/enums';
import { acceptLanguageCode } from '@/lib/routing/config';
import { formatPickupCode, PICKUP_CODE_SPACE, pickupCodeFrom } from '@/lib/rules/pickup-code';
import type { ApiDeps } from '../../context';
import { orders } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * A store pickup's code (issue #48 item 2, decision 0090): given in the transaction that moves the
 * order to ReadyForPickup, from the operating system's random numbers, once: an order that already
 * has one keeps it, whatever moves it makes. Read back for the "ready for pickup" mail.
 */
export async function givePickupCode(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ pickupCode: pickupCodeFrom(randomInt(0, PICKUP_CODE_SPACE)) })
    .where(and(eq(orders.id, orderId), eq(orders.shippingMethod, 'store_pickup'), isNull(orders.pickupCode)));
}

/**
 * The "ready for pickup" mail's values, in the order's language: the store (name, address, hours)
 * and the code as read out; `none` for what the order does not have.
 */
export async function pickupMailValues(db: Pick<ApiDeps['db'], 'select'>, orderId: number): Promise<Record<string, string>> {
  const [row] = await db.select({ code: orders.pickupCode, store: orders.store, language: orders.language }).from(orders).where(eq(orders.id, orderId));
  const lang = acceptLanguageCode(row?.language ?? '') ?? DefaultLanguage;
  const store = row?.store;
  return {
    code: row?.code ? formatPickupCode(row.code) : 'none',
    store: store ? store.name[lang] : 'none',
    address: store ? `${store.address[lang]}, ${store.postalCode} ${store.city[lang]}` : '',
    hours: store ? store.hours[lang] : '',
  };
}
