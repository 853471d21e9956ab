import { createHmac } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { refreshTokens } from '../db/schema';
import { judgeUnspendableToken } from './refresh-grace';
import { REVOCATION_CHANNEL } from './revocation-tracker';
import { hashToken, newFamilyId, newOpaqueToken } from './secure-tokens';

/**
 * Refresh-token families (DESIGN §4): each login starts a family; every refresh rotates the
 * token (the old one is spent); presenting a spent token again revokes the whole family, except
 * within a short grace window after its rotation (two tabs or instances refreshing at once).
 */
type Owner = { customerId: number; partnerId: number };

export async function startFamily(deps: ApiDeps, owner: Owner, tx?: Tx): Promise<{ token: string; familyId: string }> {
  const familyId = newFamilyId();
  const token = newOpaqueToken();
  await insertToken(deps, owner, familyId, token, tx);
  return { token, familyId };
}

async function insertToken(deps: ApiDeps, owner: Owner, familyId: string, token: string, db: Tx | ApiDeps['db'] = deps.db): Promise<void> {
  await db.insert(refreshTokens).values({
    familyId,
    customerId: owner.customerId,
    partnerId: owner.partnerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + deps.env.AUTH_REFRESH_TOKEN_MINUTES * 60_000),
  });
}

/**
 * The successor of a refresh token: an HMAC of it under a key derived from the signing key. Only
 * hashes are stored, so this is how a second caller within the grace window gets the very token
 * the first caller got, and a chain of rotations stays the same for both.
 */
export function successorOf(jwtKey: Uint8Array, token: string): string {
  const key = createHmac('sha256', jwtKey).update('refresh-token-successor/v1').digest();
  return createHmac('sha256', key).update(token).digest('base64url');
}

export type RotateResult =
  | { ok: true; token: string; familyId: string; customerId: number; partnerId: number; issuedAt: Date }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'mismatch' };

/**
 * Spends `token` and issues its successor. The token's row is locked first (SELECT … FOR UPDATE),
 * so of two concurrent refreshes with the same token the second waits until the first has
 * committed, and only then reads the clock and judges: exactly one rotates; the other, within the
 * grace window, gets the same successor and the same issue time (so the same access token), later
 * it is reuse and ends the family. (Judged before the lock, with a clock read before the wait, the
 * loser's "now" could precede the winner's rotation: logged out in 4–5 of 30 tries on PostgreSQL.)
 * `issuedAt` is the rotation time: sign the access token with it.
 */
export async function rotate(deps: ApiDeps, token: string, expect: Owner): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const successor = successorOf(deps.jwtKey, token);
  const ended: string[] = [];
  const result = await deps.db.transaction(async (tx): Promise<RotateResult> => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1).for('update');
    if (!row) return { ok: false, reason: 'unknown' };
    const now = deps.now();
    const sameOwner = row.customerId === expect.customerId && row.partnerId === expect.partnerId;
    if (!row.rotatedAt && !row.revokedAt && row.expiresAt > now) {
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
      if (!sameOwner) {
        ended.push(...(await revokeFamily(deps, row.familyId, tx)));
        return { ok: false, reason: 'mismatch' };
      }
      await insertToken(deps, row, row.familyId, successor, tx);
      return { ok: true, token: successor, familyId: row.familyId, customerId: row.customerId, partnerId: row.partnerId, issuedAt: now };
    }
    const verdict = judgeUnspendableToken(row, now, deps.env.AUTH_REFRESH_GRACE_SECONDS);
    if (verdict === 'revoked' || verdict === 'expired') return { ok: false, reason: verdict };
    if (verdict === 'grace' && sameOwner) {
      const [next] = await tx
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashToken(successor)), eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      if (next) {
        return { ok: true, token: successor, familyId: row.familyId, customerId: row.customerId, partnerId: row.partnerId, issuedAt: row.rotatedAt! };
      }
    }
    // A spent token came back: someone holds a copy. End the whole session family.
    ended.push(...(await revokeFamily(deps, row.familyId, tx)));
    return { ok: false, reason: sameOwner ? 'reused' : 'mismatch' };
  });
  deps.revocations.markRevoked(ended);
  return result;
}

type Tx = Parameters<Parameters<ApiDeps['db']['transaction']>[0]>[0];

/**
 * Revokes a family and tells the other instances (NOTIFY, delivered on commit). Without `tx` it
 * is committed at once and marked locally; inside a transaction the caller marks the returned
 * families with `deps.revocations.markRevoked` after the commit.
 */
export async function revokeFamily(deps: ApiDeps, familyId: string, tx?: Tx): Promise<string[]> {
  const rows = await (tx ?? deps.db)
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return announce(deps, rows, tx);
}

/** Ends every session of a customer, except `keepFamilyId` when given (password change); as revokeFamily. */
export async function revokeCustomerSessions(deps: ApiDeps, customerId: number, keepFamilyId?: string, tx?: Tx): Promise<string[]> {
  const conditions = [eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  const rows = await (tx ?? deps.db)
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(...conditions))
    .returning({ familyId: refreshTokens.familyId });
  return announce(deps, rows, tx);
}

/** NOTIFY payloads are limited to 8000 bytes: at most 150 family ids (36 characters) each. */
const IDS_PER_NOTIFICATION = 150;

async function announce(deps: ApiDeps, rows: { familyId: string }[], tx?: Tx): Promise<string[]> {
  const familyIds = [...new Set(rows.map((row) => row.familyId))];
  if (deps.dbKind === 'postgres') {
    for (let i = 0; i < familyIds.length; i += IDS_PER_NOTIFICATION) {
      const payload = familyIds.slice(i, i + IDS_PER_NOTIFICATION).join(',');
      await (tx ?? deps.db).execute(sql`SELECT pg_notify(${REVOCATION_CHANNEL}, ${payload})`);
    }
  }
  if (!tx) deps.revocations.markRevoked(familyIds);
  return familyIds;
}

export async function familyOfToken(deps: ApiDeps, token: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.familyId;
}
