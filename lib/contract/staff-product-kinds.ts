import { z } from 'zod';
import * as C from '@/lib/rules/catalog/product-composition';
import { NamedColors, ProductKind } from './enums';
import { ProductStatuses, zProductCode, zSku } from './staff-catalog';

/**
 * A Bundle's parts and a Grouped product's members in the operations API (issue #45, decision
 * 0046): read by every staff member, replaced by an Employee as a whole list with the product's
 * version (409 product_changed otherwise); field keys `parts.N.sku` / `parts.N.variantId`,
 * `members.N` or the list itself (translated under `staffProductKinds.errors`).
 */
const zVersion = z.number().int().min(1);

/** A part: its variant by SKU or by id, and how many units of it one bundle holds. */
export const zStaffBundlePartInput = z.strictObject({
  sku: zSku.optional(),
  variantId: z.number().int().positive().optional(),
  quantity: z.number().int().min(1).max(999),
});
export type StaffBundlePartInput = z.infer<typeof zStaffBundlePartInput>;

/** PUT /staff/catalog/products/{code}/parts: every part the bundle should have. */
export const zStaffBundlePartsRequest = z.strictObject({ parts: z.array(zStaffBundlePartInput).max(C.PARTS_MAX), expectedVersion: zVersion });
export type StaffBundlePartsRequest = z.infer<typeof zStaffBundlePartsRequest>;

/** PUT /staff/catalog/products/{code}/members: the members in the order the group shows them, by code or id. */
export const zStaffGroupMembersRequest = z.strictObject({ members: z.array(z.union([zProductCode, z.number().int().positive()])).max(C.MEMBERS_MAX), expectedVersion: zVersion });
export type StaffGroupMembersRequest = z.infer<typeof zStaffGroupMembersRequest>;

const zLocalizedOut = z.object({ el: z.string(), en: z.string() });

export const zStaffBundlePart = z
  .object({ variantId: z.number().int(), sku: z.string(), productCode: z.string(), name: zLocalizedOut, color: z.enum(NamedColors), size: z.string().nullable(), quantity: z.number().int(), stock: z.number().int() })
  .meta({ id: 'StaffBundlePart' });
export type StaffBundlePart = z.infer<typeof zStaffBundlePart>;

export const zStaffGroupMember = z.object({ productId: z.number().int(), code: z.string(), name: zLocalizedOut, kind: z.enum(ProductKind), status: z.enum(ProductStatuses) }).meta({ id: 'StaffGroupMember' });
export type StaffGroupMember = z.infer<typeof zStaffGroupMember>;

/** What a product is made of: a Bundle's parts (and the stock they make), a Grouped product's members in order; empty for other kinds. */
export const zStaffProductComposition = z
  .object({
    code: z.string(),
    kind: z.enum(ProductKind),
    status: z.enum(ProductStatuses),
    version: z.number().int(),
    parts: z.array(zStaffBundlePart),
    /** How many bundles the parts' stock makes now (null: not a Bundle). */
    bundleStock: z.number().int().nullable(),
    members: z.array(zStaffGroupMember),
  })
  .meta({ id: 'StaffProductComposition' });
export type StaffProductComposition = z.infer<typeof zStaffProductComposition>;

/** The keys these routes answer beyond the catalogue's (`staffProductKinds.errors.<key>`, both languages). */
export const StaffProductKindsErrorKeys = [
  'product_not_bundle', 'product_not_grouped', 'bundle_parts_required', 'group_members_required', 'part_required', 'part_not_found', 'part_is_bundle_itself',
  'part_is_bundle', 'part_kind_invalid', 'part_not_in_range', 'part_duplicate', 'member_not_found', 'member_is_group_itself', 'member_is_group',
  'member_not_in_range', 'member_duplicate',
] as const;
