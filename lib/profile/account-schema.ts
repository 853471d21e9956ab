import { z } from 'zod';
import { zUpdateProfileRequest, type UpdateProfileRequest } from '@/lib/contract/customer';
import { isPlausibleBirthDate } from '@/lib/rules/birth-date';
import { emptyToNull } from './account-values';

// Apart from ./account-values.ts: the form loads zod on demand (lib/forms/lazy-resolver.ts).

/**
 * The account form's schema: the form's strings mapped to `zUpdateProfileRequest` (empty → null),
 * with the date of birth's bounds checked on the client too (the API checks them with its clock).
 */
export function accountFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({ firstName: z.string(), lastName: z.string(), mobile: z.string(), dateOfBirth: z.string() })
    .transform((v): UpdateProfileRequest => ({ firstName: v.firstName, lastName: v.lastName, mobile: emptyToNull(v.mobile), dateOfBirth: emptyToNull(v.dateOfBirth) }))
    .pipe(zUpdateProfileRequest)
    .superRefine((request, ctx) => {
      if (request.dateOfBirth && !isPlausibleBirthDate(request.dateOfBirth, now())) {
        ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'date_of_birth_range' });
      }
    });
}
