'use client';

import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session/use-session';
import { fetchCompany } from './company-api';
import { companyKeys } from './query-keys';
import { fetchSpending } from './requests-api';

/**
 * The signed-in customer's company (null: none) and what they may spend (null: no active company),
 * read in the browser: the pages around them are the same for every customer and cached, the
 * company is a client hole (issue #50). Neither retries a refusal; both stay fresh for a minute.
 */
export function useCompany(partnerCode: string) {
  const session = useSession();
  return useQuery({ queryKey: companyKeys.company(partnerCode, session.id), queryFn: fetchCompany, enabled: session.isAuthenticated, retry: false, staleTime: 60_000 });
}

export function useSpending(partnerCode: string, enabled = true) {
  const session = useSession();
  return useQuery({ queryKey: companyKeys.spending(partnerCode, session.id), queryFn: fetchSpending, enabled: enabled && session.isAuthenticated, retry: false, staleTime: 30_000 });
}
