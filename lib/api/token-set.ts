import type { TokenSet } from '@/lib/contract/auth';

/**
 * The refresh call's answer, checked without zod (the browser client runs on every page; zod
 * stays on the pages with forms). Tokens must be non-empty strings, durations positive minutes.
 */
export function toTokenSet(value: unknown): TokenSet | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { at, rt, ad, rd } = value as Record<string, unknown>;
  const token = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
  const minutes = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
  return token(at) && token(rt) && minutes(ad) && minutes(rd) ? { at, rt, ad, rd } : undefined;
}
