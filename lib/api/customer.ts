import { routes } from '@/lib/contract/api-routes';
import { zProfile, type Profile } from '@/lib/contract/customer';
import { zPromotionInfo, type PromotionInfo } from '@/lib/contract/partner';
import { browserApi } from './client';

/** The customer's own data, through the browser client (which refreshes an expired token once). */

export async function fetchProfile(): Promise<Profile> {
  return zProfile.parse(await browserApi().get(routes.getProfile.path).json());
}

export async function fetchPromotionInfo(): Promise<PromotionInfo> {
  return zPromotionInfo.parse(await browserApi().get(routes.promotionInfo.path).json());
}
