import type { StaffRole } from '@/lib/contract/staff';

/**
 * Who is calling the staff API (issue #17 items 3 and 5): a staff member, their role, and the
 * partners they may see. Read from the database on every call (by the token's member id), so a
 * disabled account or a changed assignment applies at once (staff-auth.ts). A module of its own:
 * the API's context carries it, and staff-auth.ts uses the context.
 */
export type StaffPrincipal = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  partnerIds: readonly number[] | null;
  partnerCodes: readonly string[] | null;
  /** The token's session (issue #44 item 3): POST /staff/logout ends it. */
  sessionId?: string;
  /** Two-factor sign-in on, and whether the member must turn it on before anything else. */
  twoFactor?: boolean;
  twoFactorEnrolmentRequired?: boolean;
};
