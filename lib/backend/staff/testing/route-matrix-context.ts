import { eq } from 'drizzle-orm';
import type { StaffCaller } from '@/lib/contract/staff-route-access';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/demo-staff';
import { partners, staffMembers, staffPartners } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { TEST_PASSWORD_COST } from '../../testing/template';
import { freshCustomer, type OrderSuite } from '../../testing/order-helpers';
import type { TestApi } from '../../testing/test-api';

/**
 * The callers and context of the role × route matrix (issue #44 item 5,
 * route-matrix.api.test.ts; the fixtures in route-matrix-fixtures.ts).
 *
 * Every record a fixture names is the partner `acme`'s (MATRIX_PARTNER): the demo SalesPerson
 * (sales@shop.test) is assigned to it; `OtherSalesPerson` is a SalesPerson assigned to `hellas`
 * only (OTHER_SALES_EMAIL, added by `matrixTokens`), so for them the same record is another partner's.
 */
export const MATRIX_PARTNER = 'acme';
export const OTHER_SALES_EMAIL = 'sales-hellas@shop.test';

const STAFF_EMAILS = { Employee: 'employee@shop.test', SalesPerson: 'sales@shop.test', OtherSalesPerson: OTHER_SALES_EMAIL, Inspector: 'inspector@shop.test' } as const;
export type MatrixStaff = keyof typeof STAFF_EMAILS;

/** A token per caller (`anonymous`: none). */
export type MatrixTokens = Readonly<Record<StaffCaller, string | undefined>>;

export const staffCallOf = (t: TestApi) => (method: string, path: string, token: string | undefined, body?: unknown) => t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });

/** Logs a staff member in (a fresh token each time: for a call that ends its own token, such as a logout). */
export async function staffToken(t: TestApi, who: MatrixStaff): Promise<string> {
  const res = await staffCallOf(t)('POST', '/staff/login', undefined, { email: STAFF_EMAILS[who], password: DEMO_STAFF_PASSWORD });
  if (res.status !== 200) throw new Error(`staff login of ${who}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Adds the SalesPerson of `hellas` (once per database) and logs every caller in. */
export async function matrixTokens(t: TestApi): Promise<MatrixTokens> {
  const [hellas] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'hellas'));
  const [row] = await t.db
    .insert(staffMembers)
    .values({ email: OTHER_SALES_EMAIL, name: 'Νίκος Παππάς', role: 'SalesPerson', passwordHash: await hashPassword(DEMO_STAFF_PASSWORD, TEST_PASSWORD_COST) })
    .onConflictDoNothing({ target: staffMembers.email })
    .returning({ id: staffMembers.id });
  if (row) await t.db.insert(staffPartners).values({ staffId: row.id, partnerId: hellas!.id }).onConflictDoNothing();
  return {
    Employee: await staffToken(t, 'Employee'),
    SalesPerson: await staffToken(t, 'SalesPerson'),
    OtherSalesPerson: await staffToken(t, 'OtherSalesPerson'),
    Inspector: await staffToken(t, 'Inspector'),
    customer: (await freshCustomer(t, MATRIX_PARTNER)).token,
    anonymous: undefined,
  };
}

/** What a fixture gets: the suite (API, catalogue, used products), the caller, every caller's token, an Employee's call to read versions and fingerprints, and a per-file cache for records a read may share. */
export type MatrixContext = {
  s: OrderSuite;
  caller: StaffCaller;
  tokens: MatrixTokens;
  employee: (method: string, path: string, body?: unknown) => ReturnType<TestApi['call']>;
  shared: <T>(key: string, make: () => Promise<T>) => Promise<T>;
};

/**
 * One well-formed call of a route: its path params (by name), query string (with its `?`), JSON
 * body, and, when the call ends or changes the caller's own token, the token to send instead.
 */
export type MatrixCall = { params?: Readonly<Record<string, string | number>>; query?: string; body?: unknown; token?: string | undefined };

/** A route's fixture: called once per caller, so a call with side effects makes its own fresh record. */
export type RouteFixture = (ctx: MatrixContext) => Promise<MatrixCall> | MatrixCall;

export function matrixContext(s: OrderSuite, tokens: MatrixTokens, caller: StaffCaller, cache: Map<string, Promise<unknown>>): MatrixContext {
  return {
    s,
    caller,
    tokens,
    employee: (method, path, body) => staffCallOf(s.t)(method, path, tokens.Employee, body),
    shared: <T>(key: string, make: () => Promise<T>) => {
      if (!cache.has(key)) cache.set(key, make());
      return cache.get(key) as Promise<T>;
    },
  };
}
