import { and, eq, sql } from 'drizzle-orm';
import type { Profile } from '@/lib/contract/customer';
import type { Database } from '../db/client';
import { customers } from '../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Database, partnerId: number, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.partnerId, partnerId), eq(customers.email, email.toLowerCase())))
    .limit(1);
  return row;
}

export async function findCustomersByEmail(db: Database, email: string): Promise<CustomerRow[]> {
  return db.select().from(customers).where(eq(customers.email, email.toLowerCase())).limit(10);
}

/** Every authenticated page reads its customer: a prepared statement skips building the query each time. */
const prepareCustomerById = (db: Database) =>
  db.select().from(customers).where(eq(customers.id, sql.placeholder('id'))).limit(1).prepare('customer_by_id');
const customerById = new WeakMap<Database, ReturnType<typeof prepareCustomerById>>();

export async function getCustomer(db: Database, id: number): Promise<CustomerRow | undefined> {
  let statement = customerById.get(db);
  if (!statement) customerById.set(db, (statement = prepareCustomerById(db)));
  const [row] = await statement.execute({ id });
  return row;
}

export function toProfile(row: CustomerRow): Profile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    mobile: row.mobile,
    dateOfBirth: row.dateOfBirth,
    language: row.language,
    registrationDate: row.registrationDate.toISOString(),
    marketingOptIn: row.marketingOptInAt !== null,
    marketingOptInAt: row.marketingOptInAt?.toISOString() ?? null,
  };
}

/**
 * Locks the customer's row until the transaction ends (`FOR NO KEY UPDATE`: rows that reference
 * the customer can still be inserted by others), so that writes bounded per customer (address book
 * cap, discount quota) are serialised. Undefined when the customer does not exist.
 */
export async function lockCustomer(tx: Pick<Database, 'select'>, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id, firstName: customers.firstName, language: customers.language, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return row;
}
