import { z } from 'zod';
import { ProductKind } from './enums';
import { zNamedColor } from './enum-schemas';

/**
 * SPEC's product kinds in the storefront (issue #45 item 5): what a product detail adds for its
 * kind (a bundle's parts, a grouped product's members), adding a grouped product's members to the
 * cart together, a gift card's balance, and the gift cards of an order.
 */
export const zBundlePart = z
  .object({ productId: z.number().int(), code: z.string(), eurl: z.string(), name: z.string(), color: zNamedColor, size: z.string().nullable(), quantity: z.number().int().positive() })
  .meta({ id: 'BundlePart' });
export type BundlePart = z.infer<typeof zBundlePart>;

/** Fields of a product detail about its kind (absent: a plain Product). */
export const zProductKindFields = {
  kind: z.enum(ProductKind).optional(),
  /** A Bundle's parts, per bundle. */
  parts: z.array(zBundlePart).optional(),
  /** A Grouped product's members (product ids, in order; the partner may not see all of them). */
  memberIds: z.array(z.number().int()).optional(),
};

/** `POST /Cart/Group`: members of a grouped product added together, all or nothing. */
export const zAddGroupRequest = z.strictObject({
  groupId: z.number().int().positive(),
  lines: z.array(z.strictObject({ variantId: z.number().int().positive(), quantity: z.number().int().min(1).max(99) })).min(1).max(20),
});
export type AddGroupRequest = z.infer<typeof zAddGroupRequest>;

/** `GET /GiftCards/:code`: a card's balance in this storefront. */
export const zGiftCardBalance = z.object({ code: z.string(), balanceCents: z.number().int(), expiresAt: z.string() }).meta({ id: 'GiftCardBalance' });
export type GiftCardBalance = z.infer<typeof zGiftCardBalance>;

/** The gift cards an order issued (its buyer sees the codes) and what it paid with one. */
export const zOrderGiftCards = z
  .object({
    issued: z.array(z.object({ code: z.string(), initialCents: z.number().int(), balanceCents: z.number().int(), expiresAt: z.string() })),
    paidCents: z.number().int(),
    /** It sold gift cards that are issued once it is paid. */
    awaiting: z.boolean(),
  })
  .meta({ id: 'OrderGiftCards' });
export type OrderGiftCards = z.infer<typeof zOrderGiftCards>;
