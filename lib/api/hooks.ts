'use client';

import { useQuery } from '@tanstack/react-query';
import { fetchProfile, fetchPromotionInfo } from './customer';
import { queryKeys } from './query-keys';

/** SPEC §9: profile and promotion queries do not retry (stale time and focus come from the client defaults). */
export function useProfile(partnerCode: string) {
  return useQuery({ queryKey: queryKeys.profile(partnerCode), queryFn: fetchProfile, retry: false });
}

export function usePromotionInfo(partnerCode: string) {
  return useQuery({ queryKey: queryKeys.promotionInfo(partnerCode), queryFn: fetchPromotionInfo, retry: false });
}
