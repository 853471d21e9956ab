import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getRuntime } from '@/lib/backend/runtime';
import { customerHasAccess } from '@/lib/backend/services/customer-access';
import { ACCESS_TOKEN_COOKIE } from '@/lib/session/cookies';

/**
 * Whether this request's access token lets its customer in under the partner, checked in process
 * with the embedded API's own rule (no API call, no database query: the token check and the
 * partner rows are cached by the API, the revocation set is in memory). The partner-wide pages
 * (lib/api/catalog.server.ts) ask it before they read the partner's catalogue; with a remote API
 * they ask the API as the customer instead. Once per request (React's request cache).
 */
export const isVerifiedCustomer = cache(async (partnerCode: string): Promise<boolean> => {
  const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
  if (!token) return false;
  return customerHasAccess((await getRuntime()).deps, token, partnerCode);
});
