import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { giftCardCodeFrom } from '@/lib/rules/gift-card';
import { giftCardRedemptions, giftCards, partners, productVariants, products } from '../../db/schema';
import { DEMO_KINDS } from '../../db/seed/demo-product-kinds';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../../testing/order-helpers';

/**
 * Two orders redeeming one gift card at once (issue #45; docs/decisions/0030): the card's balance
 * is taken by a conditional update that locks its row, so however the two placing transactions
 * interleave (real concurrency on PostgreSQL: `node scripts/test-pg.mjs`), exactly one wins when
 * both ask for more than half, the balance never goes below zero, and the loser writes nothing.
 */
const s = orderSuite();
const ROUNDS = 6;

async function newCard(cents: number): Promise<{ id: number; code: string }> {
  const [acme] = await s.t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
  const code = giftCardCodeFrom(crypto.getRandomValues(new Uint8Array(16)));
  const [row] = await s.t.db
    .insert(giftCards)
    .values({ code, partnerId: acme!.id, initialCents: cents, balanceCents: cents, expiresAt: new Date(s.t.deps.now().getTime() + 86_400_000) })
    .returning({ id: giftCards.id });
  return { id: row!.id, code };
}

async function buyerWithFlask() {
  const [variant] = await s.t.db.select({ id: productVariants.id }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(eq(products.code, DEMO_KINDS.flask));
  await s.t.db.update(productVariants).set({ stock: 1000 }).where(eq(productVariants.id, variant!.id));
  const buyer = await freshCustomer(s.t);
  const cart = (await buyer.cart.add(variant!.id, 1)).body as Cart;
  return { buyer, body: orderBody(s.t, cart) };
}

it(`never overspends a card two orders redeem at once (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const card = await newCard(2_000);
    const [a, b] = await Promise.all([buyerWithFlask(), buyerWithFlask()]);
    const ask = Math.min(1_500, a.body.expectedTotal, b.body.expectedTotal);
    const [first, second] = await Promise.all(
      [a, b].map(({ buyer, body }) => orderClient(s.t, buyer.token).place({ ...body, giftCard: { code: card.code, cents: ask } })),
    );
    const statuses = [first!.status, second!.status].sort();
    expect([round, statuses]).toEqual([round, [201, 409]]);
    const loser = first!.status === 409 ? first! : second!;
    expect(loser.body.error).toBe('gift_card_insufficient');
    const [left] = await s.t.db.select({ balance: giftCards.balanceCents }).from(giftCards).where(eq(giftCards.id, card.id));
    expect(left!.balance).toBe(2_000 - ask);
    const rows = await s.t.db.select({ amount: giftCardRedemptions.amountCents }).from(giftCardRedemptions).where(eq(giftCardRedemptions.giftCardId, card.id));
    expect(rows.map((r) => r.amount)).toEqual([ask]);
  }
});
