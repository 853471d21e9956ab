import { eq, inArray } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { BoxnowDestination } from '@/lib/carriers/boxnow/boxnow-lockers';
import type { Database } from '../../../db/client';
import { DEMO_LOCKERS } from '../../../db/seed/checkout-data';
import { lockers, orders } from '../../../db/schema';
import { openSecondInstance } from '../../../testing/second-instance';
import { buyerWithCart, freshCustomer, orderBody, orderSuite } from '../../../testing/order-helpers';
import { refreshLockers } from './boxnow-lockers';
import { addSandboxDestination, removeSandboxDestination, resetSandboxDestinations, sandboxDestinations, setBoxnowSandboxMode } from './sandbox-state';

/**
 * The locker picker's list from Box Now (issue #48 item 6, decision 0087), against the sandbox inside
 * the API (its network: the seed's lockers at first): a locker Box Now opens is found by the locker
 * search after a refresh; one it closes becomes inactive (not found, not orderable, an old order's
 * snapshot untouched) and comes back when it reopens; Box Now away, slow, or answering an empty or
 * implausibly short list: the list kept; two instances refreshing at once: one consistent list.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let warned: jest.SpyInstance;
let token = '';

beforeAll(async () => {
  token = (await freshCustomer(s.t)).token;
});
beforeEach(() => {
  warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  setBoxnowSandboxMode(s.t.db, { mode: 'ok' });
  resetSandboxDestinations(s.t.db);
});

const refresh = () => refreshLockers(s.t.api.deps);
const search = async (q: string, lang = 'el') => {
  const res = await s.t.call('GET', `/Checkout/Lockers?q=${encodeURIComponent(q)}`, undefined, { token, lang });
  expect(res.status).toBe(200);
  return res.body.items as { id: string; name: string; address: string; area: string; city: string; postalCode: string }[];
};
const activeOf = async (ids: string[]) => Object.fromEntries((await s.t.db.select({ id: lockers.id, active: lockers.active }).from(lockers).where(inArray(lockers.id, ids))).map((row) => [row.id, row.active]));
const warnings = () => warned.mock.calls.map((call) => String(call[0]));

const zografou: BoxnowDestination = { id: '90017', type: 'apm', name: 'Περίπτερο Ζωγράφου', title: 'Περίπτερο Ζωγράφου', addressLine1: 'Παπάγου 12', addressLine2: 'Ζωγράφου, Αθήνα', postalCode: '157 73', country: 'GR', region: 'el-GR' };

it('a locker Box Now opens is found by the locker search after a refresh; a depot is not a locker; nothing else changes', async () => {
  const before = await s.t.db.select().from(lockers);
  addSandboxDestination(s.t.db, zografou);
  addSandboxDestination(s.t.db, { ...zografou, id: '90018', type: 'depot', name: 'Αποθήκη Ζωγράφου' });
  expect(await search('Ζωγράφου')).toEqual([]);

  expect(await refresh()).toEqual({ updated: 1, deactivated: 0, kept: false });
  const found = await search('ζωγραφου');
  expect(found).toEqual([{ id: '90017', name: 'Περίπτερο Ζωγράφου', address: 'Παπάγου 12', area: 'Ζωγράφου', city: 'Αθήνα', postalCode: '15773' }]);
  expect((await search('157 73')).map((l) => l.id)).toEqual(['90017']);
  // Box Now's texts are Greek: the English picker shows them as they are.
  expect((await search('ΖΩΓΡΑΦΟΥ', 'en'))[0]).toMatchObject({ name: 'Περίπτερο Ζωγράφου', city: 'Αθήνα' });
  // The seed's lockers, which the sandbox lists as Box Now would, are as they were (their English kept).
  const seeded = (await s.t.db.select().from(lockers)).filter((row) => row.id !== '90017');
  expect(seeded).toEqual(before);
  // Again: nothing left to change; closed again, it goes (the sandbox's network as the next test finds it).
  expect(await refresh()).toEqual({ updated: 0, deactivated: 0, kept: false });
  removeSandboxDestination(s.t.db, '90017');
  expect(await refresh()).toEqual({ updated: 0, deactivated: 1, kept: false });
  expect(await search('Ζωγράφου')).toEqual([]);
});

it('a locker Box Now closes becomes inactive: not found, not orderable, an old order keeps its snapshot; reopened, it is back', async () => {
  const closing = DEMO_LOCKERS[4]!;
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart as Cart, { shippingMethod: 'boxnow', lockerId: closing.id, paymentMethod: 'card', cardProvider: 'Viva' }));
  expect(placed.status).toBe(201);
  const snapshotOf = async () => (await s.t.db.select({ locker: orders.locker }).from(orders).where(eq(orders.uid, placed.body.uid as string)))[0]!.locker;
  const snapshot = await snapshotOf();
  expect(snapshot).toMatchObject({ id: closing.id });
  expect((await search(closing.postalCode)).map((l) => l.id)).toContain(closing.id);

  expect(removeSandboxDestination(s.t.db, closing.id)).toBe(true);
  expect(await refresh()).toEqual({ updated: 0, deactivated: 1, kept: false });
  expect(await activeOf([closing.id])).toEqual({ [closing.id]: false });
  expect((await search(closing.postalCode)).map((l) => l.id)).not.toContain(closing.id);
  expect((await search(closing.area.el)).map((l) => l.id)).not.toContain(closing.id);
  const again = await buyerWithCart(s);
  const refused = await again.client.place(orderBody(s.t, again.cart as Cart, { shippingMethod: 'boxnow', lockerId: closing.id, paymentMethod: 'card', cardProvider: 'Viva' }));
  expect([refused.status, refused.body.error]).toEqual([400, 'locker_not_found']);
  expect(await snapshotOf()).toEqual(snapshot);
  // Never deleted; the order still reads it.
  expect(await s.t.db.select({ id: lockers.id }).from(lockers).where(eq(lockers.id, closing.id))).toHaveLength(1);
  expect((await client.get(placed.body.uid as string)).status).toBe(200);

  resetSandboxDestinations(s.t.db);
  expect(await refresh()).toEqual({ updated: 1, deactivated: 0, kept: false });
  expect((await search(closing.postalCode)).map((l) => l.id)).toContain(closing.id);
});

it('Box Now away or slow: the list kept, the result says so, a line logged', async () => {
  removeSandboxDestination(s.t.db, DEMO_LOCKERS[7]!.id);
  setBoxnowSandboxMode(s.t.db, { mode: 'down' });
  expect(await refresh()).toEqual({ updated: 0, deactivated: 0, kept: true, reason: 'carrier_unavailable' });
  expect(warnings()).toEqual(['[shipping] Box Now locker list kept: the carrier did not answer']);
  expect(warned.mock.calls[0]![1]).toEqual({ error: expect.stringContaining('HTTP 503') });
  setBoxnowSandboxMode(s.t.db, { mode: 'ok' });
  // A request that times out (providerHttp's limit) is the same fault.
  const timeout = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  expect(await refreshLockers({ ...s.t.api.deps, providerFetch: timeout })).toEqual({ updated: 0, deactivated: 0, kept: true, reason: 'carrier_unavailable' });
  expect(await activeOf([DEMO_LOCKERS[7]!.id])).toEqual({ [DEMO_LOCKERS[7]!.id]: true });
});

it('an empty list, or one shorter than half of the active lockers: the list kept and reported', async () => {
  const active = async () => (await s.t.db.select({ id: lockers.id }).from(lockers).where(eq(lockers.active, true))).length;
  const count = await active();
  const ids = sandboxDestinations(s.t.db).map((d) => d.id);
  for (const id of ids.slice(20)) removeSandboxDestination(s.t.db, id);
  expect(await refresh()).toEqual({ updated: 0, deactivated: 0, kept: true, reason: 'too_short' });
  for (const id of ids.slice(0, 20)) removeSandboxDestination(s.t.db, id);
  expect(sandboxDestinations(s.t.db)).toEqual([]);
  expect(await refresh()).toEqual({ updated: 0, deactivated: 0, kept: true, reason: 'empty' });
  expect(warnings()).toEqual(['[shipping] Box Now locker list kept: the answer is not believable', '[shipping] Box Now locker list kept: the answer is not believable']);
  expect(warned.mock.calls.map((call) => (call[1] as { reason: string }).reason)).toEqual(['too_short', 'empty']);
  expect(await active()).toBe(count);
});

it('two instances refreshing at once: one consistent list, each change applied once', async () => {
  // On PostgreSQL the second instance has its own pool (and so its own sandbox network: Box Now is one, so both change alike).
  const second = await openSecondInstance(s.t);
  const closing = DEMO_LOCKERS[10]!.id;
  const networks: Database[] = [...new Set([s.t.db, second.db])];
  for (const db of networks) {
    addSandboxDestination(db, { ...zografou, id: '90031', name: 'Σούπερ μάρκετ Βύρωνα', addressLine2: 'Βύρωνας', postalCode: '16231' });
    removeSandboxDestination(db, closing);
  }
  try {
    const runs = await Promise.all([refresh(), refreshLockers(second.api.deps), refresh(), refreshLockers(second.api.deps)]);
    expect(runs.every((run) => !run.kept)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.updated, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.deactivated, 0)).toBe(1);
  } finally {
    for (const db of networks) resetSandboxDestinations(db);
    await second.close();
  }
  expect(await activeOf(['90031', closing])).toEqual({ '90031': true, [closing]: false });
  expect((await search('Βύρωνας')).map((l) => l.id)).toEqual(['90031']);
});
