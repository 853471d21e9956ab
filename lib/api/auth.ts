import type { z } from 'zod';
import { routes } from '@/lib/contract/api-routes';
import {
  zSessionRecord,
  type SessionRecord,
  type zForgotPasswordRequest,
  type zLoginRequest,
  type zRegisterRequest,
  type zResetPasswordRequest,
  type zUpdatePasswordRequest,
} from '@/lib/contract/auth';
import { browserApi } from './client';

/** The auth calls of the storefront (DESIGN §8 "auth"), through the browser ky client (failures arrive as ApiError). */

export async function login(input: z.output<typeof zLoginRequest>): Promise<SessionRecord> {
  return zSessionRecord.parse(await browserApi().post(routes.login.path, { json: input }).json());
}

export async function register(input: z.output<typeof zRegisterRequest>): Promise<void> {
  await browserApi().post(routes.register.path, { json: input });
}

export async function validateRegistration(guid: string): Promise<void> {
  await browserApi().post(routes.validateRegistration.path, { json: { guid } });
}

export async function forgotPassword(input: z.output<typeof zForgotPasswordRequest>): Promise<void> {
  await browserApi().post(routes.forgotPassword.path, { json: input });
}

export async function resetPassword(input: z.output<typeof zResetPasswordRequest>): Promise<void> {
  await browserApi().post(routes.resetPassword.path, { json: input });
}

export async function logout(rt: string): Promise<void> {
  await browserApi().post(routes.logout.path, { json: { rt } });
}

/** Changes the password; the API ends the customer's other sessions (this one stays). */
export async function updatePassword(input: z.output<typeof zUpdatePasswordRequest>): Promise<void> {
  await browserApi().post(routes.updatePassword.path, { json: input });
}
