/**
 * SPEC §4 partner lookup: on 401 or 403 the stored session data is cleared and the lookup is
 * retried (once); any other error, or no partner, sends the visitor to the root.
 */
export type PartnerLookup<P> = { kind: 'found'; partner: P } | { kind: 'root' };

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; response?: { status?: unknown } };
  const status = typeof e.status === 'number' ? e.status : e.response?.status;
  return typeof status === 'number' ? status : undefined;
};

export async function lookupPartner<P>(fetchPartner: () => Promise<P | undefined>, clearSession: () => void): Promise<PartnerLookup<P>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const partner = await fetchPartner();
      return partner ? { kind: 'found', partner } : { kind: 'root' };
    } catch (error) {
      const status = statusOf(error);
      if (attempt === 0 && (status === 401 || status === 403)) {
        clearSession();
        continue;
      }
      return { kind: 'root' };
    }
  }
  return { kind: 'root' };
}
