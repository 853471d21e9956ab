import { z } from 'zod';

/**
 * Staff two-factor sign-in (issue #44 item 3): enrolment hands out the secret once (as text and as
 * an otpauth:// URI for an authenticator app); a code confirms it, and a code switches it off.
 */
export const zTotpCode = z.string().regex(/^\d{6}$/, 'totp_code');

export const zStaffTwoFactorEnrolment = z.object({ secret: z.string(), uri: z.string() }).meta({ id: 'StaffTwoFactorEnrolment' });
export type StaffTwoFactorEnrolment = z.infer<typeof zStaffTwoFactorEnrolment>;

export const zStaffTwoFactorCode = z.strictObject({ code: zTotpCode }).meta({ id: 'StaffTwoFactorCode' });
export type StaffTwoFactorCode = z.infer<typeof zStaffTwoFactorCode>;

export const zStaffTwoFactorStatus = z.object({ enabled: z.boolean(), enrolmentRequired: z.boolean() }).meta({ id: 'StaffTwoFactorStatus' });
export type StaffTwoFactorStatus = z.infer<typeof zStaffTwoFactorStatus>;
