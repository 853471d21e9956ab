import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/config/server-env';

// PUBLIC_URL is read when the file is requested, not baked in at build time.
export const dynamic = 'force-dynamic';

/** `/robots.txt`: crawlers may visit the storefront, never the API (issue #3 §6). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: new URL('/sitemap.xml', serverEnv().PUBLIC_URL).toString(),
  };
}
