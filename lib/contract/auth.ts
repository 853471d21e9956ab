import { z } from 'zod';
import { zEmail, zLinkToken, zPartnerCode, zPassword, zPersonName } from './common';

/** Auth requests and answers (DESIGN §8 "auth"; SPEC §3 session fields). */
export const zLoginRequest = z.strictObject({ email: zEmail, password: z.string().min(1).max(128), partnerCode: zPartnerCode });

/** What login returns: the SPEC §3 session record (the client adds `ld`, the login date). */
export const zSessionRecord = z
  .object({
    id: z.number().int().positive(),
    eml: z.string(),
    nm: z.string(),
    lm: z.string(),
    gd: z.string().nullable(),
    registrationDate: z.string(),
    at: z.string(),
    rt: z.string(),
    /** access token duration, minutes */
    ad: z.number().int().positive(),
    /** refresh token duration, minutes */
    rd: z.number().int().positive(),
    impersonation: z.enum(['true', 'false']),
    partnerCode: z.string(),
    language: z.string(),
  })
  .meta({ id: 'SessionRecord' });
export type SessionRecord = z.infer<typeof zSessionRecord>;

/** The one-time code the staff console hands to the storefront to start an impersonation (issue #17 item 4). */
export const zImpersonationRequest = z.strictObject({ code: z.string().trim().min(20).max(100) });

export const zRefreshRequest = z.strictObject({ at: z.string().min(1).max(4096), rt: z.string().min(1).max(512) });
export const zTokenSet = z
  .object({ at: z.string(), rt: z.string(), ad: z.number().int(), rd: z.number().int() })
  .meta({ id: 'TokenSet' });
export type TokenSet = z.infer<typeof zTokenSet>;

export const zRegisterRequest = z.strictObject({
  firstName: zPersonName,
  lastName: zPersonName,
  email: zEmail,
  password: zPassword,
  registrationCode: z.string().trim().min(1).max(64),
});

export const zValidateRegistrationRequest = z.strictObject({ guid: zLinkToken });
export const zForgotPasswordRequest = z.strictObject({ email: zEmail });
/** Send the verification mail again (an account that registered and did not verify yet). */
export const zResendVerificationRequest = z.strictObject({ email: zEmail });

/** Whether a reset link can still be used (the reset page asks when it opens; nothing is spent). */
export const zResetLinkCheckRequest = z.strictObject({ guid: zLinkToken });

export const zResetPasswordRequest = z
  .strictObject({ guid: zLinkToken, email: zEmail, password: zPassword, confirmPassword: z.string().min(1).max(128) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'passwords_do_not_match' });

export const zUpdatePasswordRequest = z
  .strictObject({ currentPassword: z.string().min(1).max(128), newPassword: zPassword })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: 'password_unchanged' });

export const zLogoutRequest = z.strictObject({ rt: z.string().min(1).max(512) });
