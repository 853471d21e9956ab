import { apiPaths } from '@/lib/contract/api-paths';
import type { Profile, UpdateProfileRequest } from '@/lib/contract/customer';
import type { PromotionInfo } from '@/lib/contract/partner';
import { browserApi } from './client';

/**
 * The customer's own data, through the browser client (which refreshes an expired token once).
 * Typed by the contract, not parsed: the API validates, and zod stays off pages without forms.
 */
export async function fetchProfile(): Promise<Profile> {
  return browserApi().get(apiPaths.getProfile).json<Profile>();
}

export async function fetchPromotionInfo(): Promise<PromotionInfo> {
  return browserApi().get(apiPaths.promotionInfo).json<PromotionInfo>();
}

export async function updateProfile(input: UpdateProfileRequest): Promise<Profile> {
  return browserApi().put(apiPaths.updateProfile, { json: input }).json<Profile>();
}
