import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/api-error';

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

/** Refuses a common password as a field error (`password_too_common`), like any bad input. */
export function assertPasswordAllowed(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest('validation_failed', { [field]: 'password_too_common' });
}
