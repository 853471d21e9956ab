import { and, eq, isNull, gt, ne } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { refreshTokens } from '../db/schema';
import { hashToken, newFamilyId, newOpaqueToken } from './secure-tokens';

/**
 * Refresh-token families (DESIGN §4): each login starts a family; every refresh rotates the
 * token (the old one is spent); presenting a spent token again revokes the whole family.
 */
type Owner = { customerId: number; partnerId: number };

export async function startFamily(deps: ApiDeps, owner: Owner): Promise<{ token: string; familyId: string }> {
  const familyId = newFamilyId();
  const token = await insertToken(deps, owner, familyId);
  return { token, familyId };
}

async function insertToken(deps: ApiDeps, owner: Owner, familyId: string, db = deps.db): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    familyId,
    customerId: owner.customerId,
    partnerId: owner.partnerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + deps.env.AUTH_REFRESH_TOKEN_MINUTES * 60_000),
  });
  return token;
}

export type RotateResult =
  | { ok: true; token: string; familyId: string; customerId: number; partnerId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'mismatch' };

/**
 * Spends `token` and issues its successor. The spend is one conditional UPDATE, so of two
 * concurrent refreshes with the same token exactly one wins; the loser is treated as reuse.
 */
export async function rotate(deps: ApiDeps, token: string, expect: Owner): Promise<RotateResult> {
  const now = deps.now();
  const tokenHash = hashToken(token);
  return deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning();
    if (spent) {
      if (spent.customerId !== expect.customerId || spent.partnerId !== expect.partnerId) {
        await revokeFamily(deps, spent.familyId, tx);
        return { ok: false, reason: 'mismatch' } as const;
      }
      const next = await insertToken(deps, spent, spent.familyId, tx);
      return { ok: true, token: next, familyId: spent.familyId, customerId: spent.customerId, partnerId: spent.partnerId } as const;
    }
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.rotatedAt) {
      // A spent token came back: someone holds a copy. End the whole session family.
      await revokeFamily(deps, row.familyId, tx);
      return { ok: false, reason: 'reused' } as const;
    }
    return { ok: false, reason: 'expired' } as const;
  });
}

type Tx = Parameters<Parameters<ApiDeps['db']['transaction']>[0]>[0];

export async function revokeFamily(deps: ApiDeps, familyId: string, db: Tx | ApiDeps['db'] = deps.db): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a customer, except `keepFamilyId` when given (password change). */
export async function revokeCustomerSessions(deps: ApiDeps, customerId: number, keepFamilyId?: string): Promise<void> {
  const conditions = [eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await deps.db.update(refreshTokens).set({ revokedAt: deps.now() }).where(and(...conditions));
}

export async function familyOfToken(deps: ApiDeps, token: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.familyId;
}
