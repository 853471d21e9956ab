/**
 * The session families revoked recently enough that an access token signed for one of them may
 * still be unexpired (issue #14 item 3). An access token lives `AUTH_ACCESS_TOKEN_MINUTES` and no
 * token is signed for a family after its revocation, so an entry older than that lifetime (plus a
 * margin for clocks of other instances) can never matter again and is dropped.
 */
export const CLOCK_MARGIN_MS = 60_000;

export const revocationKeepMs = (accessTokenMinutes: number): number => accessTokenMinutes * 60_000 + CLOCK_MARGIN_MS;

export class RevokedFamilies {
  private readonly revokedAt = new Map<string, number>();
  private prunedAtMs = 0;

  constructor(private readonly keepMs: number) {}

  /** Records a revocation (keeping the later time when the family is already known). */
  add(familyId: string, atMs: number): void {
    const known = this.revokedAt.get(familyId);
    if (known === undefined || atMs > known) this.revokedAt.set(familyId, atMs);
    if (atMs - this.prunedAtMs >= this.keepMs / 4) this.prune(atMs);
  }

  /** True when the family was revoked within the keep window before `nowMs`. */
  has(familyId: string, nowMs: number): boolean {
    const at = this.revokedAt.get(familyId);
    return at !== undefined && nowMs - at < this.keepMs;
  }

  /** Drops the entries that can no longer matter. */
  prune(nowMs: number): void {
    this.prunedAtMs = nowMs;
    for (const [familyId, at] of this.revokedAt) if (nowMs - at >= this.keepMs) this.revokedAt.delete(familyId);
  }

  get size(): number {
    return this.revokedAt.size;
  }
}
