import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { DEMO_LOCKERS } from '../../db/seed/checkout-data';
import { orders, products } from '../../db/schema';
import { BILLING, buyerWithCart, orderBody, orderState, orderSuite } from '../../testing/order-helpers';

/**
 * True shipping costs at placement (issue #48 item 6, decision 0088): the server prices the cart's
 * parcel — its products' weights — to where it goes, with the tariff the checkout shows
 * (`GET /Checkout/Options`), keeps the weight on the order, and refuses a locker for a parcel over
 * Box Now's 20 kg with nothing written.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const SANTORINI = { ...BILLING, address: 'Φηρά', city: 'Θήρα', postalCode: '847 00' };
const MOUNT_ATHOS = { ...BILLING, address: 'Καρυές', city: 'Άγιον Όρος', postalCode: '630 86' };
const HERAKLION_LOCKER = DEMO_LOCKERS.find((l) => l.postalCode.startsWith('712'))!;
const ATHENS_LOCKER = DEMO_LOCKERS.find((l) => l.postalCode.startsWith('105'))!;

/** A buyer whose cart holds `quantity` units of a product weighed at `grams` each (below the free-delivery threshold unless `cheap` is false). */
async function weighedCart(grams: number, quantity = 1, cheap = true) {
  const picked = await buyerWithCart(s, quantity, ({ product, variant }) => variant.stock >= quantity + 2 && (!cheap || product.priceCents * quantity < 8_000) && (cheap || product.priceCents * quantity > 12_000));
  await s.t.db.update(products).set({ weightGrams: grams }).where(eq(products.id, picked.pick.product.id));
  const cart = (await picked.buyer.cart.get()).body as Cart;
  return { ...picked, cart };
}

const placedOrder = async (uid: string) => (await s.t.db.select().from(orders).where(eq(orders.uid, uid)))[0]!;

it('weighs the cart by its products, and charges a courier parcel to an island its weight and the island price', async () => {
  const { cart, client } = await weighedCart(1_750, 2);
  expect(cart.weightGrams).toBe(3_500);
  // 4.50 up to 2 kg, 2 × 0.90 for the 1.5 kg over (each kilogram or part), 1.50 for the island.
  const shipping = 450 + 2 * 90 + 150;
  const body = orderBody(s.t, cart, { shipTo: { kind: 'new', address: SANTORINI } });
  expect(body.expectedTotal).toBe(cart.totals.total + shipping + 200);
  // The mainland's price for the same parcel is refused: the server priced it for Santorini.
  const mainland = await client.place({ ...body, expectedTotal: body.expectedTotal - 150 });
  expect(mainland.status).toBe(409);
  expect(mainland.body.params.expectedTotal.total).toBe(body.expectedTotal);
  const placed = await client.place(body);
  expect(placed.status).toBe(201);
  const order = await placedOrder(placed.body.uid);
  expect(order).toMatchObject({ shippingCents: shipping, parcelGrams: 3_500 });
});

it('prices a Box Now parcel by its compartment, and a locker on an island at the island price', async () => {
  const { cart, client } = await weighedCart(3_000);
  const card = { shippingMethod: 'boxnow', paymentMethod: 'card', cardProvider: 'Viva' };
  // 3 kg needs the medium compartment: 3.50; on Crete 1.00 more.
  const athens = orderBody(s.t, cart, { ...card, lockerId: ATHENS_LOCKER.id });
  expect(athens.expectedTotal).toBe(cart.totals.total + 350);
  const crete = await client.place({ ...athens, lockerId: HERAKLION_LOCKER.id, expectedTotal: cart.totals.total + 350 + 100 });
  expect(crete.status).toBe(201);
  expect(await placedOrder(crete.body.uid)).toMatchObject({ shippingCents: 450, parcelGrams: 3_000 });
});

it('refuses a locker for a parcel over 20 kg with the field named, and writes nothing', async () => {
  const { cart, client, pick } = await weighedCart(10_500, 2);
  expect(cart.weightGrams).toBe(21_000);
  const before = await orderState(s.t, [pick.variant.id]);
  const res = await client.place(orderBody(s.t, cart, { shippingMethod: 'boxnow', lockerId: ATHENS_LOCKER.id, paymentMethod: 'card', cardProvider: 'Viva', expectedTotal: cart.totals.total + 450 }));
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ error: 'parcel_too_heavy', fields: { shippingMethod: 'parcel_too_heavy' } });
  expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
  // The courier takes it: 4.50 + 19 × 0.90.
  const courier = await client.place(orderBody(s.t, cart));
  expect(courier.status).toBe(201);
  expect((await placedOrder(courier.body.uid)).shippingCents).toBe(450 + 19 * 90);
});

it('ships free from the threshold, all but the carrier’s surcharge for a hard-to-reach place', async () => {
  const { cart, client } = await weighedCart(4_000, 1, false);
  expect(cart.totals.total).toBeGreaterThanOrEqual(cart.freeDeliveryThreshold);
  const placed = await client.place(orderBody(s.t, cart, { shipTo: { kind: 'new', address: MOUNT_ATHOS } }));
  expect(placed.status).toBe(201);
  expect((await placedOrder(placed.body.uid)).shippingCents).toBe(300);
});
