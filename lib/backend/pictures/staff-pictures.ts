import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { NamedColor } from '@/lib/contract/enums';
import type { PictureOrderRequest, PictureUpdateRequest, StaffPicture, StaffPictureList } from '@/lib/contract/product-pictures';
import { PICTURE_ALT_MAX, PICTURES_PER_PRODUCT } from '@/lib/rules/picture-limits';
import type { ApiDeps } from '../context';
import { productPictures, staffAudit } from '../db/schema';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { isObjectStoreUnavailable, type ObjectStore } from '../object-store/object-store';
import type { StaffPrincipal } from '../staff/staff-principal';
import { auditedPicture, pictureList, pictureOrderVersion, pictureRows, productByCode, toStaffPicture, type PictureProduct } from './picture-rows';
import { processPicture, PictureRefusedError, type PictureMaster } from './process-picture';
import type { UploadForm } from './read-upload';

/**
 * A product's pictures through the operations API (issue #45 item 2, decision 0027): an Employee
 * uploads, changes, reorders and deletes them (a SalesPerson or an Inspector reads). Every change is
 * audited (target `product`, before and after) in its transaction.
 *
 * An upload writes the object first and the row after it, in a transaction: a store that is down
 * answers 503 picture_store_unavailable with no row written; a row that cannot be written deletes
 * the object again. A deletion removes the row first (the shop stops naming the picture), then the
 * object; an object left behind by a store that is down then is an orphan no URL reaches.
 */
export function assertPictureEditor(staff: StaffPrincipal): void {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
}

const storeOf = (deps: ApiDeps): ObjectStore => {
  if (!deps.objectStore) throw new Error('no object store in the API deps');
  return deps.objectStore;
};

const storeUnavailable = () => new ApiError(503, 'picture_store_unavailable', undefined, { 'Retry-After': '30' });

export async function listPictures(deps: Pick<ApiDeps, 'db'>, code: string): Promise<StaffPictureList> {
  const product = await productByCode(deps.db, code);
  return pictureList(product, await pictureRows(deps.db, product.id));
}

function colorField(value: string | null | undefined, product: PictureProduct): NamedColor | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  return (product.colors as readonly string[]).includes(value) ? (value as NamedColor) : 'invalid';
}

/** The form's colour and alt texts, or 400 with a key per bad field. */
function uploadFields(form: UploadForm, product: PictureProduct) {
  const fields: Record<string, string> = {};
  const color = colorField(form.fields.color, product);
  if (color === 'invalid') fields.color = 'picture_color_invalid';
  const alt = { el: (form.fields.alt_el ?? '').trim(), en: (form.fields.alt_en ?? '').trim() };
  if (alt.el.length > PICTURE_ALT_MAX) fields.alt_el = 'max_characters';
  if (alt.en.length > PICTURE_ALT_MAX) fields.alt_en = 'max_characters';
  if (!form.file || form.file.byteLength === 0) fields.file = 'picture_required';
  if (Object.keys(fields).length) throw badRequest('validation_failed', fields);
  return { color: color as NamedColor | null, alt, file: form.file! };
}

/** POST …/pictures: `readForm` reads the body (with its byte limit) only once the caller may upload and the product exists. */
export async function uploadPicture(deps: ApiDeps, staff: StaffPrincipal, code: string, readForm: () => Promise<UploadForm>): Promise<StaffPicture> {
  assertPictureEditor(staff);
  const product = await productByCode(deps.db, code);
  let master;
  try {
    const input = uploadFields(await readForm(), product);
    master = { ...input, ...(await processPicture(input.file)) };
  } catch (error) {
    if (!(error instanceof PictureRefusedError)) throw error;
    throw new ApiError(error.key === 'picture_too_large' ? 413 : 400, error.key === 'picture_too_large' ? error.key : 'validation_failed', { file: error.key });
  }
  return (await storePicture(deps, staff, product, master))!;
}

/** A processed picture and what the uploader said of it. */
export type NewPicture = Pick<PictureMaster, 'bytes' | 'width' | 'height' | 'sha256'> & { color: NamedColor | null; alt: { el: string; en: string } };

/**
 * Stores a processed picture as the product's last one (an upload, a picture of a ZIP): the object
 * first, then the row and its audit row in a transaction that locks the product; a row that cannot
 * be written deletes the object again. `unlessSame`: when the product already has the same picture
 * (content hash) for that colour, nothing is kept and the answer is null (a ZIP applied again).
 */
export async function storePicture(deps: ApiDeps, staff: StaffPrincipal, product: PictureProduct, picture: NewPicture, options: { unlessSame?: boolean } = {}): Promise<StaffPicture | null> {
  if ((await pictureRows(deps.db, product.id)).length >= PICTURES_PER_PRODUCT) throw conflict('pictures_limit_reached');
  const store = storeOf(deps);
  const storageKey = `products/${product.id}/${randomUUID()}.webp`;
  try {
    await store.put(storageKey, picture.bytes, 'image/webp');
  } catch (error) {
    if (isObjectStoreUnavailable(error)) throw storeUnavailable();
    throw error;
  }
  try {
    const stored = await deps.db.transaction(async (tx) => {
      await productByCode(tx, product.code, true);
      if (options.unlessSame && (await pictureRows(tx, product.id)).some((r) => r.sha256 === picture.sha256 && r.color === picture.color)) return null;
      const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${productPictures.position}), 0) + 1` }).from(productPictures).where(eq(productPictures.productId, product.id))) as [{ next: number }];
      const [row] = await tx
        .insert(productPictures)
        .values({ productId: product.id, color: picture.color, position: Number(next), storageKey, width: picture.width, height: picture.height, bytes: picture.bytes.byteLength, sha256: picture.sha256, alt: picture.alt, createdAt: deps.now(), createdBy: staff.id })
        .returning();
      await tx.insert(staffAudit).values({ staffId: staff.id, action: 'picture.upload', targetKind: 'product', targetId: product.id, before: null, after: auditedPicture(row!), createdAt: deps.now() });
      return toStaffPicture(row!);
    });
    if (!stored) await store.delete(storageKey).catch(() => undefined);
    return stored;
  } catch (error) {
    await store.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** PUT …/pictures/{id}: the colour and alt text. */
export async function updatePicture(deps: ApiDeps, staff: StaffPrincipal, code: string, id: number, request: PictureUpdateRequest): Promise<StaffPicture> {
  assertPictureEditor(staff);
  return deps.db.transaction(async (tx) => {
    const product = await productByCode(tx, code, true);
    const [row] = await tx.select().from(productPictures).where(and(eq(productPictures.id, id), eq(productPictures.productId, product.id))).for('update');
    if (!row) throw notFound('picture_not_found');
    const color = request.color === undefined ? row.color : colorField(request.color, product);
    if (color === 'invalid') throw badRequest('validation_failed', { color: 'picture_color_invalid' });
    const [after] = await tx.update(productPictures).set({ color, alt: request.alt ?? row.alt }).where(eq(productPictures.id, id)).returning();
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'picture.update', targetKind: 'product', targetId: product.id, before: auditedPicture(row), after: auditedPicture(after!), createdAt: deps.now() });
    return toStaffPicture(after!);
  });
}

/** PUT …/pictures: every picture's id in the new order, against the order's version (409 pictures_changed). */
export async function reorderPictures(deps: ApiDeps, staff: StaffPrincipal, code: string, request: PictureOrderRequest): Promise<StaffPictureList> {
  assertPictureEditor(staff);
  return deps.db.transaction(async (tx) => {
    const product = await productByCode(tx, code, true);
    const rows = await pictureRows(tx, product.id);
    if (pictureOrderVersion(rows) !== request.expectedVersion) throw conflict('pictures_changed');
    const known = new Set(rows.map((r) => r.id));
    if (request.ids.length !== rows.length || new Set(request.ids).size !== rows.length || request.ids.some((id) => !known.has(id))) {
      throw badRequest('validation_failed', { ids: 'picture_order_invalid' });
    }
    for (const [i, id] of request.ids.entries()) await tx.update(productPictures).set({ position: i + 1 }).where(eq(productPictures.id, id));
    const after = await pictureRows(tx, product.id);
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'picture.order', targetKind: 'product', targetId: product.id, before: { order: rows.map((r) => r.id) }, after: { order: after.map((r) => r.id) }, createdAt: deps.now() });
    return pictureList(product, after);
  });
}

/** DELETE …/pictures/{id}: the row in a transaction (audited), then the object. */
export async function deletePicture(deps: ApiDeps, staff: StaffPrincipal, code: string, id: number): Promise<void> {
  assertPictureEditor(staff);
  const removed = await deps.db.transaction(async (tx) => {
    const product = await productByCode(tx, code, true);
    const [row] = await tx.delete(productPictures).where(and(eq(productPictures.id, id), eq(productPictures.productId, product.id))).returning();
    if (!row) throw notFound('picture_not_found');
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'picture.delete', targetKind: 'product', targetId: product.id, before: auditedPicture(row), after: null, createdAt: deps.now() });
    return row;
  });
  await storeOf(deps)
    .delete(removed.storageKey)
    .catch((error: unknown) => console.error(`[pictures] ${removed.storageKey} left in the object store (its row is gone)`, error));
}
