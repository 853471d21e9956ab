import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companyAddresses, companyInvitations, orders } from '../db/schema';
import { hashToken, newOpaqueToken } from '../services/secure-tokens';
import { pickVariants } from './cart-helpers';
import { orderBody, orderClient, type Buyer, type OrderSuite } from './order-helpers';
import type { TestApi } from './test-api';

/** Pieces of the company-core API tests (lib/backend/routes/company*.api.test.ts, decision 0103). */

/** A call of the storefront API as a customer (token) of a partner, or anonymously. */
export function callAs(t: TestApi, who: { token?: string; partner?: string }, ip?: string) {
  const options = { partner: who.partner ?? 'acme', ...(who.token ? { token: who.token } : {}), ...(ip ? { ip } : {}) };
  return (method: string, path: string, body?: unknown) => t.call(method, path, body, options);
}

let ipSerial = 0;
/** A client address of its own (the invitation routes count uses per address). */
export const freshIp = () => `203.0.113.${(ipSerial++ % 250) + 1}`;

/** An invitation written straight to the database with a token the test knows (the mail is tested on its own). */
export async function knownInvitation(t: TestApi, companyId: number, email: string, options: { role?: 'admin' | 'buyer' | 'approver' | 'viewer'; days?: number } = {}) {
  const token = newOpaqueToken(32);
  const [row] = await t.db
    .insert(companyInvitations)
    .values({ companyId, email, role: options.role ?? 'buyer', tokenHash: hashToken(token), expiresAt: new Date(t.deps.now().getTime() + (options.days ?? 7) * 86_400_000), createdAt: t.deps.now() })
    .returning({ id: companyInvitations.id });
  return { id: row!.id, token };
}

export const freshEmail = (partner = 'acme') => `invitee-${randomUUID().slice(0, 8)}@${partner}.test`;

/** A company address written straight to the database. */
export async function knownAddress(t: TestApi, companyId: number, title = 'Αποθήκη') {
  const [row] = await t.db
    .insert(companyAddresses)
    .values({ companyId, title, firstName: 'Νίκος', lastName: 'Παππάς', country: 'GR', region: null, address: 'Πειραιώς 100', city: 'Αθήνα', postalCode: '11854', mobile: '6912345678' })
    .returning({ id: companyAddresses.id });
  return row!.id;
}

/** An order placed by `buyer` through the API and then recorded as placed for `companyId` (what placement does for a member). */
export async function companyOrder(s: OrderSuite, buyer: Buyer, companyId: number, options: { status?: number } = {}) {
  const [pick] = pickVariants(s.oracle, buyer.partner, 1, s.used, ({ variant }) => variant.stock >= 5);
  const added = await buyer.cart.add(pick!.variant.id, 1);
  if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`);
  const placed = await orderClient(s.t, buyer.token, buyer.partner).place(orderBody(s.t, added.body));
  if (placed.status !== 201) throw new Error(`place order: ${placed.status} ${JSON.stringify(placed.body)}`);
  const uid = placed.body.uid as string;
  await s.t.db
    .update(orders)
    .set({ companyId, awaitingApproval: false, ...(options.status === undefined ? {} : { status: options.status }) })
    .where(eq(orders.uid, uid));
  return { uid, variantId: pick!.variant.id };
}

/** A valid Greek ΑΦΜ (eight random digits and their check digit), different each call. */
export function validVatNumber(): string {
  const digits = Array.from({ length: 8 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((acc, d, i) => acc + d * 2 ** (8 - i), 0);
  return `${digits.join('')}${(sum % 11) % 10}`;
}

export const ADDRESS = { title: 'Κεντρικά', firstName: 'Νίκος', lastName: 'Παππάς', country: 'GR', address: 'Πειραιώς 100', city: 'Αθήνα', postalCode: '118 54', mobile: '+30 691 234 5678' } as const;
