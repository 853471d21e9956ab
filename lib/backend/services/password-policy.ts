import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordContextProblem, type PasswordContext } from '@/lib/rules/password-context';
import { badRequest } from '../http/api-error';

export type { PasswordContext } from '@/lib/rules/password-context';

/**
 * Password policy (issue #14 item 6, OWASP ASVS 5 §6.2): at least 8 characters (zPassword, shared
 * with the forms), no composition rules, and none of the most common passwords. The list is the
 * ~49 000 most common passwords that zxcvbn-ts ships (about 18 000 of them 8 characters or
 * longer); it stays on the server, so the check runs in the API, not in the browser bundle.
 */
let common: Set<string> | undefined;

const normalise = (password: string) => password.normalize('NFKC').toLowerCase();

/** True when the password (any case) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map(normalise));
  return common.has(normalise(password));
}

/** How many passwords the list holds (the policy promises at least 10 000). */
export function commonPasswordCount(): number {
  isCommonPassword('');
  return common!.size;
}

/**
 * Refuses a password as a field error, like any bad input: one character repeated
 * (`password_repeated`), one containing a word of its context (`password_has_context`:
 * lib/rules/password-context.ts), or a common one (`password_too_common`). `context` is optional
 * (the staff's callers and older callers pass what they know).
 */
export function assertPasswordAllowed(password: string, field: string, context?: PasswordContext): void {
  const problem = passwordContextProblem(password, context);
  if (problem) throw badRequest('validation_failed', { [field]: problem });
  if (isCommonPassword(password)) throw badRequest('validation_failed', { [field]: 'password_too_common' });
}

/**
 * A customer's context: the e-mail, the partner's code and the shop's name, which is the
 * partner's name (the name the storefront shows in its header and page titles).
 */
export function customerPasswordContext(email: string, partner: { code: string; name: string }): PasswordContext {
  return { email, partnerCode: partner.code, names: [partner.name] };
}
