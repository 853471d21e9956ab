import { z } from 'zod';
import { zPersonName } from './common';

/** Customer profile (SPEC §2 account form: first name, last name, mobile, date of birth). */
export const zProfile = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    gender: z.string().nullable(),
    mobile: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    language: z.string(),
    registrationDate: z.string(),
    /** Marketing e-mail (issue #49): agreed or not (unticked until the customer ticks it), and since when. */
    marketingOptIn: z.boolean(),
    marketingOptInAt: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof zProfile>;

/** Greek mobiles (69xxxxxxxx, optionally +30) or international E.164 numbers. */
export const zMobile = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:(?:\+30|0030)?69\d{8}|\+(?!30)[1-9]\d{7,14})$/, { message: 'mobile_invalid' }));

/** An ISO date of birth between 1900-01-01 and 16 years ago is checked by the API with its clock. */
export const zIsoDate = z.iso.date();

export const zUpdateProfileRequest = z.strictObject({
  firstName: zPersonName,
  lastName: zPersonName,
  mobile: zMobile.nullable().optional(),
  dateOfBirth: zIsoDate.nullable().optional(),
  gender: z.enum(['male', 'female', 'other']).nullable().optional(),
  language: z.enum(['el', 'en']).optional(),
});
export type UpdateProfileRequest = z.input<typeof zUpdateProfileRequest>;
