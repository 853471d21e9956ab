import { and, count, desc, eq } from 'drizzle-orm';
import { ADDRESS_BOOK_MAX, type Address, type PostalAddress } from '@/lib/contract/addresses';
import type { ApiDeps } from '../context';
import { customerAddresses } from '../db/schema';
import type { Tx } from '../db/transaction';
import { ApiError, notFound, unauthorized } from '../http/api-error';
import { isRowId } from '../http/path-params';
import { lockCustomer } from './customers';

/**
 * The address book (DESIGN §8 customer): per customer and partner, at most ADDRESS_BOOK_MAX
 * addresses, exactly one of them the default while it is not empty. Writes lock the customer's
 * row first, so the cap and the single default hold under concurrent calls. Listed default first,
 * then newest. Anything that is not an address of the caller under the scoped partner is 404.
 */
export type AddressOwner = { customerId: number; partnerId: number };
export type AddressInput = PostalAddress & { title: string; isDefault?: boolean };
type AddressRow = typeof customerAddresses.$inferSelect;
type Reader = Pick<ApiDeps['db'], 'select'>;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    region: row.region,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    mobile: row.mobile,
    isDefault: row.isDefault,
  };
}

const ownedBy = (owner: AddressOwner) => and(eq(customerAddresses.customerId, owner.customerId), eq(customerAddresses.partnerId, owner.partnerId));
const addressNotFound = () => notFound('address_not_found');

/** The stored columns of an address (an empty region is none). */
const fieldsOf = (input: PostalAddress & { title: string }) => ({
  title: input.title,
  firstName: input.firstName,
  lastName: input.lastName,
  country: input.country,
  region: input.region ? input.region : null,
  address: input.address,
  city: input.city,
  postalCode: input.postalCode,
  mobile: input.mobile,
});

export async function listAddresses(db: Reader, owner: AddressOwner): Promise<Address[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(ownedBy(owner))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id));
  return rows.map(toAddress);
}

/** One of the owner's addresses, or undefined. */
export async function findOwnAddress(db: Reader, owner: AddressOwner, id: number): Promise<AddressRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select().from(customerAddresses).where(and(ownedBy(owner), eq(customerAddresses.id, id)));
  return row;
}

async function lockOwner(tx: Tx, owner: AddressOwner): Promise<void> {
  if ((await lockCustomer(tx, owner.customerId)) === undefined) throw unauthorized('token_invalid');
}

const clearDefault = (tx: Tx, owner: AddressOwner) =>
  tx.update(customerAddresses).set({ isDefault: false }).where(and(ownedBy(owner), eq(customerAddresses.isDefault, true)));

/** Moves the default to one of the owner's addresses, in a transaction that already locked the customer. */
export async function makeDefaultAddress(tx: Tx, owner: AddressOwner, id: number, now: Date): Promise<void> {
  await clearDefault(tx, owner);
  await tx.update(customerAddresses).set({ isDefault: true, updatedAt: now }).where(and(ownedBy(owner), eq(customerAddresses.id, id)));
}

/**
 * Inserts an address in a transaction that already locked the customer: the first one becomes the
 * default, `isDefault` moves the default to it. Undefined when the book is full.
 */
export async function insertAddress(tx: Tx, owner: AddressOwner, input: AddressInput, now: Date): Promise<AddressRow | undefined> {
  const [held] = await tx.select({ n: count() }).from(customerAddresses).where(ownedBy(owner));
  const n = held?.n ?? 0;
  if (n >= ADDRESS_BOOK_MAX) return undefined;
  const isDefault = n === 0 || input.isDefault === true;
  if (isDefault && n > 0) await clearDefault(tx, owner);
  const [row] = await tx
    .insert(customerAddresses)
    .values({ ...fieldsOf(input), customerId: owner.customerId, partnerId: owner.partnerId, isDefault, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

/** 409 `address_book_full` (with `params.addresses.max`) when the customer has 20 already. */
export async function createAddress(deps: ApiDeps, owner: AddressOwner, input: AddressInput): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const row = await insertAddress(tx, owner, input, deps.now());
    if (!row) throw new ApiError(409, 'address_book_full', undefined, undefined, { addresses: { max: ADDRESS_BOOK_MAX } });
    return toAddress(row);
  });
}

/** Replaces an address's fields; `isDefault: true` moves the default to it (the default stays the default otherwise). */
export async function updateAddress(deps: ApiDeps, owner: AddressOwner, id: number, input: AddressInput): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const existing = await findOwnAddress(tx, owner, id);
    if (!existing) throw addressNotFound();
    const isDefault = existing.isDefault || input.isDefault === true;
    if (isDefault && !existing.isDefault) await clearDefault(tx, owner);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...fieldsOf(input), isDefault, updatedAt: deps.now() })
      .where(eq(customerAddresses.id, id))
      .returning();
    return toAddress(row!);
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(deps: ApiDeps, owner: AddressOwner, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [removed] = await tx
      .delete(customerAddresses)
      .where(and(ownedBy(owner), eq(customerAddresses.id, id)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!removed) throw addressNotFound();
    if (!removed.isDefault) return;
    const [newest] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(ownedBy(owner))
      .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
      .limit(1);
    if (newest) await tx.update(customerAddresses).set({ isDefault: true, updatedAt: deps.now() }).where(eq(customerAddresses.id, newest.id));
  });
}
