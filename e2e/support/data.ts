import { randomBytes } from 'node:crypto';

/** Seeded demo data (DESIGN §8, README). */
export const ACME = {
  code: 'acme',
  name: 'Acme Supplies',
  registrationCode: 'ACME-2026',
  demo: { email: 'demo@acme.test', firstName: 'Μαρία' },
  pending: { email: 'pending@acme.test' },
} as const;
export const DEMO_PASSWORD = 'Demo-2026!';

/** An email no other test (or run) uses. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A password the API's rules accept. */
export function newPassword(): string {
  return `New-${randomBytes(6).toString('hex')}-9!`;
}
