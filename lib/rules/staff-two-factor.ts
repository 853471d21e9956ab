import type { StaffRole } from '@/lib/contract/staff';

/**
 * Staff two-factor sign-in (issue #44 item 3): the rules, apart from the TOTP arithmetic (otplib).
 */

/**
 * An Employee must have TOTP on in production (not in a demo): until then they may only enrol.
 * Other roles may turn it on; nobody has to in development, tests or a demo.
 */
export function twoFactorEnrolmentRequired(input: { role: StaffRole; enabled: boolean; nodeEnv: string; demoMode: boolean }): boolean {
  return input.role === 'Employee' && !input.enabled && input.nodeEnv === 'production' && !input.demoMode;
}

/** What a login with the right password still needs: nothing, a code, or a valid code. */
export type SecondFactor = 'pass' | 'totp_required' | 'totp_invalid';

/**
 * `codeStep`: the time step the code matched (undefined: it matched none in the window);
 * `lastStep`: the step of the last code accepted, so each code is accepted once (no replay).
 */
export function secondFactorOutcome(input: { enabled: boolean; code: string | undefined; codeStep: number | undefined; lastStep: number | null }): SecondFactor {
  if (!input.enabled) return 'pass';
  if (!input.code) return 'totp_required';
  if (input.codeStep === undefined) return 'totp_invalid';
  return input.lastStep === null || input.codeStep > input.lastStep ? 'pass' : 'totp_invalid';
}
