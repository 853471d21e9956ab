import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxSwitch } from '../../sandbox-switch';
import { sandboxAcsVouchers } from '../../../db/schema';

/**
 * ACS's side of the sandbox (decision 0083): the vouchers it issued and how it answers now — `ok`,
 * `down` (503: the service away) or `lose` (a voucher issued, then 502: the answer lost on the way).
 * Kept per database, in memory: a test switch. Never used by the live adapter.
 */
export type AcsSandboxMode = { mode: 'ok' | 'down' | 'lose' };

const sandbox = sandboxSwitch<AcsSandboxMode>({ mode: 'ok' });

export const acsSandboxModeOf = sandbox.of;
export const setAcsSandboxMode = sandbox.set;

/** Voucher numbers are 10 digits: 7000000000 + the row id. */
export const SANDBOX_VOUCHER_BASE = 7_000_000_000;
export const voucherNoOf = (id: number): string => String(SANDBOX_VOUCHER_BASE + id);
const idOf = (voucher: string): number | undefined => {
  const id = Number(voucher.trim()) - SANDBOX_VOUCHER_BASE;
  return /^\d{10}$/.test(voucher.trim()) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export type SandboxVoucher = typeof sandboxAcsVouchers.$inferSelect;

export async function issueVoucher(db: Database, parameters: Record<string, unknown>, at: Date): Promise<SandboxVoucher> {
  const reference = typeof parameters.Reference_Key1 === 'string' ? parameters.Reference_Key1 : null;
  const [row] = await db.insert(sandboxAcsVouchers).values({ reference, state: 'created', pickupDate: String(parameters.Pickup_Date), parameters, createdAt: at, updatedAt: at }).returning();
  return row!;
}

/** The vouchers named (comma-separated, as ACS takes them) that exist and are not deleted; undefined when one is not. */
export async function vouchersNamed(db: Database, list: string): Promise<SandboxVoucher[] | undefined> {
  const ids = list.split(',').map(idOf);
  if (ids.length === 0 || ids.some((id) => id === undefined)) return undefined;
  const rows = await db.select().from(sandboxAcsVouchers).where(and(inArray(sandboxAcsVouchers.id, ids as number[]), ne(sandboxAcsVouchers.state, 'deleted')));
  return rows.length === new Set(ids).size ? rows : undefined;
}

export async function setVoucherState(db: Database, ids: readonly number[], state: SandboxVoucher['state'], at: Date): Promise<void> {
  if (ids.length > 0) await db.update(sandboxAcsVouchers).set({ state, updatedAt: at }).where(inArray(sandboxAcsVouchers.id, [...ids]));
}

export async function findVoucher(db: Database, voucher: string): Promise<SandboxVoucher | undefined> {
  const id = idOf(voucher);
  if (id === undefined) return undefined;
  const [row] = await db.select().from(sandboxAcsVouchers).where(eq(sandboxAcsVouchers.id, id));
  return row;
}

/** Plays a checkpoint on a voucher (the test endpoint): ACS's action text, its place, now. */
export async function addCheckpoint(db: Database, voucher: SandboxVoucher, checkpoint: { at: string; action: string; location: string }, at: Date): Promise<void> {
  await db.update(sandboxAcsVouchers).set({ checkpoints: [...voucher.checkpoints, checkpoint], updatedAt: at }).where(eq(sandboxAcsVouchers.id, voucher.id));
}

/** The vouchers of a pickup day not yet on a list (created: unprinted; printed: ready). */
export async function openVouchersOf(db: Database, pickupDate: string): Promise<SandboxVoucher[]> {
  return db.select().from(sandboxAcsVouchers).where(and(eq(sandboxAcsVouchers.pickupDate, pickupDate), inArray(sandboxAcsVouchers.state, ['created', 'printed']))).orderBy(asc(sandboxAcsVouchers.id));
}

/** Puts printed vouchers on a list numbered 8000000000 + the first voucher's id. */
export async function listVouchers(db: Database, rows: readonly SandboxVoucher[], at: Date): Promise<string> {
  const number = String(8_000_000_000 + rows[0]!.id);
  await db.update(sandboxAcsVouchers).set({ state: 'listed', pickupListNo: number, updatedAt: at }).where(inArray(sandboxAcsVouchers.id, rows.map((row) => row.id)));
  return number;
}

export async function vouchersOnList(db: Database, number: string): Promise<SandboxVoucher[]> {
  return db.select().from(sandboxAcsVouchers).where(eq(sandboxAcsVouchers.pickupListNo, number)).orderBy(asc(sandboxAcsVouchers.id));
}
