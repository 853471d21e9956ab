import type { MetadataRoute } from 'next';
import { listPartners } from '@/lib/api/partner.server';
import { connection } from 'next/server';
import { serverEnv } from '@/lib/config/server-env';
import { sitemapEntries } from '@/lib/seo/sitemap';


/** `/sitemap.xml`: the public auth pages of every active partner, in both languages (issue #3 §6). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // The partner list lives in the database: answer per request, never query it at build time.
  await connection();
  const partners = await listPartners();
  return sitemapEntries(
    partners.map((partner) => partner.code),
    serverEnv().PUBLIC_URL,
  );
}
