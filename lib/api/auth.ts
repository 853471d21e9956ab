import type { z } from 'zod';
import { apiPaths } from '@/lib/contract/api-paths';
import type {
  SessionRecord,
  zForgotPasswordRequest,
  zLoginRequest,
  zRegisterRequest,
  zResetPasswordRequest,
  zUpdatePasswordRequest,
} from '@/lib/contract/auth';
import { browserApi } from './client';

/**
 * The auth calls of the storefront (DESIGN §8 "auth"), through the browser ky client (failures
 * arrive as ApiError). zod loads with the first login only: the auth pages' first-load JS stays
 * free of it (issue #15).
 */

export async function login(input: z.output<typeof zLoginRequest>): Promise<SessionRecord> {
  const [{ zSessionRecord }, body] = await Promise.all([import('@/lib/contract/auth'), browserApi().post(apiPaths.login, { json: input }).json()]);
  return zSessionRecord.parse(body);
}

export async function register(input: z.output<typeof zRegisterRequest>): Promise<void> {
  await browserApi().post(apiPaths.register, { json: input });
}

export async function validateRegistration(guid: string): Promise<void> {
  await browserApi().post(apiPaths.validateRegistration, { json: { guid } });
}

export async function forgotPassword(input: z.output<typeof zForgotPasswordRequest>): Promise<void> {
  await browserApi().post(apiPaths.forgotPassword, { json: input });
}

export async function resetPassword(input: z.output<typeof zResetPasswordRequest>): Promise<void> {
  await browserApi().post(apiPaths.resetPassword, { json: input });
}

export async function logout(rt: string): Promise<void> {
  await browserApi().post(apiPaths.logout, { json: { rt } });
}

/** Changes the password; the API ends the customer's other sessions (this one stays). */
export async function updatePassword(input: z.output<typeof zUpdatePasswordRequest>): Promise<void> {
  await browserApi().post(apiPaths.updatePassword, { json: input });
}

/** Asks for the verification mail again; the answer is the same whether or not an account waits. */
export async function resendVerification(email: string): Promise<void> {
  await browserApi().post(apiPaths.resendVerification, { json: { email } });
}

/** Exchanges the staff console's one-time code for the customer's session (issue #17 item 4). */
export async function startImpersonation(code: string): Promise<SessionRecord> {
  const [{ zSessionRecord }, body] = await Promise.all([import('@/lib/contract/auth'), browserApi().post(apiPaths.impersonation, { json: { code } }).json()]);
  return zSessionRecord.parse(body);
}
