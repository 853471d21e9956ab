import { apiBaseFromEnv } from '@/lib/api/base-url';
import { earlyFetchScript } from '@/lib/api/early-fetch';
import { publicConfig } from '@/lib/config/public';

/**
 * Starts the page's personal API reads while the HTML is parsed, before any of its scripts
 * (lib/api/early-fetch.ts): part of the page's cached HTML, the same for every customer.
 */
export function EarlyApiFetch({ partner, paths }: { partner: string; paths: readonly string[] }) {
  const script = earlyFetchScript({ base: apiBaseFromEnv(process.env.NEXT_PUBLIC_API_URL), siteCode: publicConfig.siteCode, partner, paths });
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
