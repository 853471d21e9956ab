import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { athensLocal } from '@/lib/carriers/acs/acs-contract';
import { athensDay, workingDaysAfter } from '@/lib/carriers/acs/acs-cod-remittance';
import { acsCheckpointKind } from '@/lib/carriers/tracking';
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

/**
 * Cash on delivery paid over (decision 0091): ACS pays a delivered voucher's cash two working days
 * after its delivery checkpoint — or when and as much as a test said (`POST /test/acs-remittance`:
 * kept beside the voucher's parameters under a key ACS never sends).
 */
export const SANDBOX_REMITTANCE_WORKING_DAYS = 2;
const REMITTED = 'Sandbox_COD_Remittance';

export type SandboxRemittance = { day: string; amountCents: number };

/** The cash the voucher collects (cents), if any. */
export function codCentsOf(row: SandboxVoucher): number | undefined {
  const amount = row.parameters.Cod_Ammount;
  return amount === null || amount === undefined ? undefined : Math.round(Number(amount) * 100);
}

/** The day (Athens) of the voucher's delivery checkpoint, if it has one. */
export function deliveredDayOf(row: SandboxVoucher): string | undefined {
  const delivered = row.checkpoints.find((checkpoint) => acsCheckpointKind(checkpoint.action) === 'delivered');
  const at = delivered && athensLocal(delivered.at);
  return at ? athensDay(at) : undefined;
}

/** When and how much ACS pays over for the voucher; undefined while it is not delivered (or collects nothing). */
export function remittanceOf(row: SandboxVoucher): SandboxRemittance | undefined {
  const asked = row.parameters[REMITTED] as SandboxRemittance | undefined;
  if (asked) return asked;
  const cod = codCentsOf(row);
  const delivered = deliveredDayOf(row);
  return cod === undefined || !delivered ? undefined : { day: workingDaysAfter(delivered, SANDBOX_REMITTANCE_WORKING_DAYS), amountCents: cod };
}

/** A test's remittance of the voucher: on `day`, of `amountCents` (replacing the one the delay would make). */
export async function remitVoucher(db: Database, row: SandboxVoucher, remittance: SandboxRemittance, at: Date): Promise<void> {
  await db.update(sandboxAcsVouchers).set({ parameters: { ...row.parameters, [REMITTED]: remittance }, updatedAt: at }).where(eq(sandboxAcsVouchers.id, row.id));
}

/** The vouchers ACS paid over on `day`, with what it paid. */
export async function remittedOn(db: Database, day: string): Promise<{ row: SandboxVoucher; remittance: SandboxRemittance }[]> {
  const rows = await db
    .select()
    .from(sandboxAcsVouchers)
    .where(and(ne(sandboxAcsVouchers.state, 'deleted'), sql`${sandboxAcsVouchers.parameters}->>'Cod_Ammount' IS NOT NULL`))
    .orderBy(asc(sandboxAcsVouchers.id));
  return rows.flatMap((row) => {
    const remittance = remittanceOf(row);
    return remittance?.day === day ? [{ row, remittance }] : [];
  });
}
