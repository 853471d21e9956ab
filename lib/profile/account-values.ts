import type { Profile } from '@/lib/contract/customer';
import { latestBirthDate, MIN_BIRTH_DATE } from '@/lib/rules/birth-date';

/** The account form as its inputs hold it: strings, '' for an optional field left empty. */
export type AccountValues = { firstName: string; lastName: string; mobile: string; dateOfBirth: string };

/** The form's starting values from the profile (a missing mobile or date of birth is an empty input). */
export function accountValues(profile: Pick<Profile, 'firstName' | 'lastName' | 'mobile' | 'dateOfBirth'>): AccountValues {
  return { firstName: profile.firstName, lastName: profile.lastName, mobile: profile.mobile ?? '', dateOfBirth: profile.dateOfBirth ?? '' };
}

/** An optional input left empty (or only spaces) is `null` in `PUT /Customers/Profile`: it clears the value. */
export const emptyToNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The bounds of `<input type="date">` on `now`'s day: the same as the API's rule (lib/rules/birth-date). */
export function birthDateBounds(now: Date): { min: string; max: string } {
  return { min: MIN_BIRTH_DATE, max: latestBirthDate(now) };
}
