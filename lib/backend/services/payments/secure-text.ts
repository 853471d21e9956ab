import { randomInt, timingSafeEqual } from 'node:crypto';

/** Small pieces every adapter and sandbox needs: constant-time comparison of secrets, and random digit ids. */

/** Equal texts, compared in constant time for equal lengths; a missing side is never equal. */
export function safeEqual(given: string | undefined, expected: string | undefined): boolean {
  if (given === undefined || expected === undefined) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `count` random decimal digits, the first in [1, firstBelow) (never a leading zero). */
export function randomDigits(count: number, firstBelow = 10): string {
  return `${randomInt(1, firstBelow)}${Array.from({ length: count - 1 }, () => randomInt(0, 10)).join('')}`;
}
