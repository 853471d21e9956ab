import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { serverEnv } from '@/lib/config/server-env';


/** `/robots.txt`: crawlers may visit the storefront, never the API (issue #3 §6). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // PUBLIC_URL is read when the file is requested, not baked in at build time.
  await connection();
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: new URL('/sitemap.xml', serverEnv().PUBLIC_URL).toString(),
  };
}
