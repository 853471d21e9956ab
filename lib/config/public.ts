/**
 * Settings the browser may see (NEXT_PUBLIC_*, inlined at build time). No secrets here.
 */
const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export const publicConfig = {
  /** SPEC §9: free delivery over 100 (euro in Greek copy, $ in English copy). */
  freeDeliveryThreshold: number(process.env.NEXT_PUBLIC_FREE_DELIVERY_THRESHOLD, 100),
  siteCode: process.env.NEXT_PUBLIC_SITE_CODE || 'b2b-storefront',
} as const;
