import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { oneTimeTokens } from '../db/schema';
import { hashToken, newOpaqueToken } from './secure-tokens';

/** Single-use, expiring link tokens (verification and password reset), stored hashed. */
export type LinkKind = 'verify' | 'reset';

export async function issueLinkToken(deps: ApiDeps, kind: LinkKind, customerId: number, minutes: number): Promise<string> {
  const token = newOpaqueToken();
  await deps.db.insert(oneTimeTokens).values({
    kind,
    customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + minutes * 60_000),
  });
  return token;
}

export type LinkTokenRow = typeof oneTimeTokens.$inferSelect;

export async function findLinkToken(deps: ApiDeps, kind: LinkKind, token: string): Promise<LinkTokenRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.kind, kind), eq(oneTimeTokens.tokenHash, hashToken(token))))
    .limit(1);
  return row;
}

/** A link not used yet and not expired (what `spendLinkToken` would spend), without spending it. */
export function linkIsOpen(row: Pick<LinkTokenRow, 'usedAt' | 'expiresAt'>, now: Date): boolean {
  return row.usedAt === null && row.expiresAt.getTime() > now.getTime();
}

/** Spends a token if it is still usable; false when it was used, expired, or lost a race. */
export async function spendLinkToken(deps: ApiDeps, id: number): Promise<boolean> {
  const now = deps.now();
  const spent = await deps.db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ id: oneTimeTokens.id });
  return spent.length === 1;
}

/** Spends every still-open link of one kind of a customer (a password reset ends the other reset links). */
export async function spendOpenLinks(deps: ApiDeps, kind: LinkKind, customerId: number): Promise<void> {
  const now = deps.now();
  await deps.db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.customerId, customerId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)));
}
