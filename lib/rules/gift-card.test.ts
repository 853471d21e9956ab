import { formatGiftCardCode, giftCardCharge, giftCardCodeFrom, giftCardProblem, giftCardSplit, normaliseGiftCardCode, pointsBaseCents } from './gift-card';

const now = new Date('2026-06-01T10:00:00Z');
const card = { partnerId: 1, balanceCents: 2500, status: 'Active' as const, expiresAt: new Date('2027-06-01T00:00:00Z') };

describe('gift card codes', () => {
  it('are 16 base-32 characters from random bytes, shown in groups of four', () => {
    const code = giftCardCodeFrom(Uint8Array.from({ length: 16 }, (_, i) => i * 7));
    expect(code).toMatch(/^[A-Z2-7]{16}$/);
    expect(formatGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(() => giftCardCodeFrom(new Uint8Array(8))).toThrow();
  });
  it('are read as typed: spaces, dashes and lower case', () => {
    expect(normaliseGiftCardCode(' abcd-efgh ijkl-mn23 ')).toBe('ABCDEFGHIJKLMN23');
    expect(normaliseGiftCardCode('ABCD-EFGH')).toBeUndefined();
    expect(normaliseGiftCardCode('ABCDEFGHIJKLMN01')).toBeUndefined();
  });
});

describe('whether a card can pay', () => {
  it('is found only in its own partner storefront', () => {
    expect(giftCardProblem(card, 1, now)).toBeUndefined();
    expect(giftCardProblem(card, 2, now)).toBe('gift_card_not_found');
    expect(giftCardProblem(undefined, 1, now)).toBe('gift_card_not_found');
  });
  it('is refused void, expired or empty', () => {
    expect(giftCardProblem({ ...card, status: 'Void' }, 1, now)).toBe('gift_card_void');
    expect(giftCardProblem({ ...card, expiresAt: now }, 1, now)).toBe('gift_card_expired');
    expect(giftCardProblem({ ...card, balanceCents: 0 }, 1, now)).toBe('gift_card_empty');
  });
});

describe('the split of an order between the card and the rest', () => {
  it('pays part of an order larger than the balance and keeps nothing', () => {
    expect(giftCardSplit(4000, 2500)).toEqual({ applied: 2500, due: 1500, balanceAfter: 0 });
  });
  it('pays all of a smaller order and keeps the rest', () => {
    expect(giftCardSplit(1800, 2500)).toEqual({ applied: 1800, due: 0, balanceAfter: 700 });
  });
  it('twice in a row: the balance carries over', () => {
    const first = giftCardSplit(1000, 2500);
    expect(giftCardSplit(2000, first.balanceAfter)).toEqual({ applied: 1500, due: 500, balanceAfter: 0 });
  });
  it('refuses an amount over the balance or over the total', () => {
    expect(giftCardCharge(1500, 4000, 1000)).toEqual({ ok: false, problem: 'gift_card_insufficient' });
    expect(giftCardCharge(4500, 4000, 9000)).toEqual({ ok: false, problem: 'gift_card_over_total' });
    expect(giftCardCharge(1000, 4000, 1000)).toEqual({ ok: true, cents: 1000 });
  });
});

describe('points on an order with gift cards', () => {
  it('are earned on the goods only', () => {
    expect(pointsBaseCents([{ grossCents: 3000, giftCard: true }, { grossCents: 1200, giftCard: false }])).toBe(1200);
  });
});
