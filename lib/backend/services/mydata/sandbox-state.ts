import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxSwitch } from '../sandbox-switch';
import { sandboxMydataDocuments } from '../../db/schema';

/**
 * The myDATA sandbox's side (decision 0069): the documents it registered, and how it answers now.
 * `ok` registers; `slow` registers and answers after `delayMs`; `down` answers 503 (the platform away); `reject`
 * refuses every document with a validation error; `lose` registers and then fails with 500 (the
 * answer lost on the way: the shop must find out on its resend). `unregistered` lists buyer ΑΦΜs
 * the sandbox refuses as not registered (code 102), as myDATA does, in any mode that reads the
 * documents: a test can have one invoice refused without touching anyone else's. Kept per
 * database, in memory: a test switch, never persisted. Never used by the live adapter.
 */
export type SandboxMode = { mode: 'ok' | 'slow' | 'down' | 'reject' | 'lose'; delayMs?: number; unregistered?: readonly string[] };

const sandbox = sandboxSwitch<SandboxMode>({ mode: 'ok' });

export const sandboxModeOf = sandbox.of;
export const setSandboxMode = sandbox.set;

/** myDATA's MARKs are 15-digit numbers; the sandbox's are 400000000000000 + its row id. */
export const SANDBOX_MARK_BASE = 400_000_000_000_000;

export const markOf = (id: number): string => String(SANDBOX_MARK_BASE + id);

/** A cancellation's MARK: 500000000000000 + the cancelled document's row id (one cancellation each). */
export const SANDBOX_CANCEL_BASE = 500_000_000_000_000;

export const cancellationMarkOf = (id: number): string => String(SANDBOX_CANCEL_BASE + id);

/** The row id behind a sandbox MARK, if it is one. */
const idOf = (mark: string): number | undefined => {
  const id = Number(mark) - SANDBOX_MARK_BASE;
  return /^\d{15}$/.test(mark) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export type SandboxDocument = typeof sandboxMydataDocuments.$inferSelect;

export async function findSandboxDocument(db: Database, uid: string): Promise<SandboxDocument | undefined> {
  const [row] = await db.select().from(sandboxMydataDocuments).where(eq(sandboxMydataDocuments.uid, uid));
  return row;
}

/** The MARKs among `marks` that the sandbox registered. */
export async function knownMarks(db: Database, marks: readonly string[]): Promise<Set<string>> {
  const ids = marks.map(idOf).filter((id): id is number => id !== undefined);
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: sandboxMydataDocuments.id }).from(sandboxMydataDocuments).where(inArray(sandboxMydataDocuments.id, ids));
  return new Set(rows.map((row) => markOf(row.id)));
}

/** Registers a document once per UID: the row, and whether it was already there (a duplicate). */
export async function registerSandboxDocument(db: Database, row: Omit<SandboxDocument, 'id' | 'cancelledAt' | 'returnedAt'>): Promise<{ row: SandboxDocument; duplicate: boolean }> {
  const [created] = await db.insert(sandboxMydataDocuments).values(row).onConflictDoNothing({ target: sandboxMydataDocuments.uid }).returning();
  if (created) return { row: created, duplicate: false };
  const existing = await findSandboxDocument(db, row.uid);
  if (!existing) throw new Error(`sandbox document ${row.uid} neither inserted nor found`);
  return { row: existing, duplicate: true };
}

/** The documents with a MARK above `after` and at most `upTo`, in MARK order, at most `limit`. */
export async function sandboxDocumentsBetween(db: Database, after: string, upTo: string | undefined, limit: number): Promise<SandboxDocument[]> {
  const from = Math.max(0, Number(after) - SANDBOX_MARK_BASE);
  const to = upTo === undefined ? undefined : Number(upTo) - SANDBOX_MARK_BASE;
  return db
    .select()
    .from(sandboxMydataDocuments)
    .where(and(gt(sandboxMydataDocuments.id, from), to === undefined ? undefined : lte(sandboxMydataDocuments.id, to)))
    .orderBy(asc(sandboxMydataDocuments.id))
    .limit(limit);
}

/**
 * Cancels the document with MARK `mark` once: `cancelled` with the row, `cancelled-before` for a
 * second cancellation (myDATA refuses it), `unknown` for a MARK it never gave.
 */
export async function cancelSandboxDocument(db: Database, mark: string, at: Date): Promise<{ outcome: 'cancelled' | 'cancelled-before'; row: SandboxDocument } | { outcome: 'unknown' }> {
  const id = idOf(mark);
  if (id === undefined) return { outcome: 'unknown' };
  const [cancelled] = await db.update(sandboxMydataDocuments).set({ cancelledAt: at }).where(and(eq(sandboxMydataDocuments.id, id), isNull(sandboxMydataDocuments.cancelledAt))).returning();
  if (cancelled) return { outcome: 'cancelled', row: cancelled };
  const [existing] = await db.select().from(sandboxMydataDocuments).where(eq(sandboxMydataDocuments.id, id));
  return existing ? { outcome: 'cancelled-before', row: existing } : { outcome: 'unknown' };
}

/** A delivery note's return mark (600000000000000 + id, decision 0089). */
export const returnMarkOf = (id: number): string => String(600_000_000_000_000 + id);

/**
 * Registers a delivery note's return once, by the UID its QR URL names: `returned` with the row,
 * `returned-before` for a second report, `not-a-note` for another document, `cancelled` for a
 * cancelled one, `unknown` for a UID it never registered.
 */
export async function returnSandboxDocument(db: Database, uid: string, at: Date): Promise<{ outcome: 'returned'; row: SandboxDocument } | { outcome: 'returned-before'; row: SandboxDocument } | { outcome: 'unknown' } | { outcome: 'not-a-note' } | { outcome: 'cancelled' }> {
  const existing = await findSandboxDocument(db, uid);
  if (!existing) return { outcome: 'unknown' };
  if (existing.invoiceType !== '9.3') return { outcome: 'not-a-note' };
  if (existing.cancelledAt) return { outcome: 'cancelled' };
  const [returned] = await db.update(sandboxMydataDocuments).set({ returnedAt: at }).where(and(eq(sandboxMydataDocuments.id, existing.id), isNull(sandboxMydataDocuments.returnedAt))).returning();
  return returned ? { outcome: 'returned', row: returned } : { outcome: 'returned-before', row: existing };
}
