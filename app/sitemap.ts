import type { MetadataRoute } from 'next';
import { getContentPageLinks } from '@/lib/api/content.server';
import { listPartners } from '@/lib/api/partner.server';
import { connection } from 'next/server';
import { serverEnv } from '@/lib/config/server-env';
import { routingConfig } from '@/lib/routing/config';
import { sitemapEntries } from '@/lib/seo/sitemap';

/**
 * `/sitemap.xml`: the public auth pages and the published content pages (issue #18 item 7) of
 * every active partner, in both languages (issue #3 §6). A page is published in both languages
 * at once, so the default language's list (the footer's, cached) names them all.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // The partner list lives in the database: answer per request, never query it at build time.
  await connection();
  const partners = await listPartners();
  const codes = partners.map((partner) => partner.code);
  const pages = await Promise.all(codes.map(async (code) => [code, (await getContentPageLinks(code, routingConfig.defaultLanguage)).map((link) => link.eurl)] as const));
  return sitemapEntries(codes, serverEnv().PUBLIC_URL, routingConfig, Object.fromEntries(pages));
}
