import 'server-only';
import ky, { type KyInstance } from 'ky';
import { cookies } from 'next/headers';
import { getRuntime } from '@/lib/backend/runtime';
import { serverEnv } from '@/lib/config/server-env';
import type { Language } from '@/lib/contract/enums';
import { ACCESS_TOKEN_COOKIE } from '@/lib/session/cookies';
import { apiBaseFromEnv } from './base-url';

/** Whether the API runs in this process (no NEXT_PUBLIC_API_URL): only then can catalogue reads be partner-wide. */
export const isEmbeddedApi = () => !serverEnv().NEXT_PUBLIC_API_URL;

/**
 * The ky client for server components. With the embedded API it calls the Hono app in-process
 * (no loopback socket, DESIGN §9); with NEXT_PUBLIC_API_URL it calls the remote API over HTTP.
 * Headers are SPEC §7's: bearer token, Accept-Language, site code, partner code.
 */
export async function serverApi(options: {
  lang: Language;
  partnerCode?: string;
  withToken?: boolean;
  /** A partner-wide catalogue read for a customer the caller verified (embedded API only: see ApiBindings). */
  catalogRead?: true;
}): Promise<KyInstance & { hasToken: boolean }> {
  const env = serverEnv();
  const remote = env.NEXT_PUBLIC_API_URL;
  const headers: Record<string, string> = { 'Accept-Language': options.lang, 'X-Site-Code': env.SITE_CODE, Accept: 'application/json' };
  if (options.partnerCode) headers['X-Partner-Code'] = options.partnerCode;
  if (options.withToken) {
    const token = (await cookies()).get(ACCESS_TOKEN_COOKIE)?.value;
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const hasToken = Boolean(headers.Authorization);
  if (remote) return Object.assign(ky.create({ prefix: apiBaseFromEnv(remote), headers, retry: 0, timeout: 10_000 }), { hasToken });
  const { api } = await getRuntime();
  const client = ky.create({
    prefix: 'http://embedded.local/api',
    headers,
    retry: 0,
    timeout: false,
    fetch: async (input, init) => api.fetch(input instanceof Request ? input : new Request(input, init), options.catalogRead ? { storefrontCatalogRead: true } : undefined),
  });
  return Object.assign(client, { hasToken });
}
