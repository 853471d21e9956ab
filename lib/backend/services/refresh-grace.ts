/**
 * What a refresh token that could not be spent means (issue #14 item 18). A token rotated a
 * moment ago comes back when two tabs or two instances refresh at once: within the grace window
 * the caller gets the successor that was already issued (the same token set); later it is reuse
 * of a stolen copy and ends the family.
 */
export type UnspendableToken = { rotatedAt: Date | null; revokedAt: Date | null };

export type SpentTokenVerdict = 'revoked' | 'grace' | 'reused' | 'expired';

/**
 * A rotation "in the future" is another instance's clock running ahead of this one's (two
 * instances refreshing at once): within the window either way it is the same pair of tabs.
 */
export function judgeUnspendableToken(row: UnspendableToken, now: Date, graceSeconds: number): SpentTokenVerdict {
  if (row.revokedAt) return 'revoked';
  if (!row.rotatedAt) return 'expired';
  const age = now.getTime() - row.rotatedAt.getTime();
  return Math.abs(age) <= graceSeconds * 1000 ? 'grace' : 'reused';
}
