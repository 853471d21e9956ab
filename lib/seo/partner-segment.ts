import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BUILD_ONLY_PARTNER, getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';
import type { Partner } from '@/lib/contract/partner';

/**
 * What the two layouts of a partner's pages (the shop's, app/[lang]/[partnerId]/layout.tsx, and
 * the sign-in pages', app/[lang]/(auth)/[partnerId]/layout.tsx) export alike.
 */
export type PartnerSegmentParams = Promise<{ lang: string; partnerId: string }>;

/**
 * No partner is known at build time (they live in the database): each partner's pages render on
 * its first request and the cacheable ones are kept (ISR). Cache Components wants one entry
 * to validate the routes at build: a code no request can reach (middleware refuses it).
 */
export function partnerStaticParams(): { partnerId: string }[] {
  return [{ partnerId: BUILD_ONLY_PARTNER }];
}

/** The partner's name as the default title and as every page title's suffix. */
export async function partnerMetadata(params: PartnerSegmentParams): Promise<Metadata> {
  const { lang, partnerId } = await params;
  const partner = await getPartner(partnerId, lang as Language);
  return partner ? { title: { default: partner.name, template: `%s · ${partner.name}` } } : {};
}

/**
 * The partner of the path's code, with the request's language set for next-intl. A missing
 * partner is sent to the root by middleware (SPEC §4); the redirect here covers a partner removed
 * since.
 */
export async function partnerOfSegment(params: PartnerSegmentParams): Promise<{ language: Language; partner: Partner }> {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const partner = await getPartner(partnerId, language);
  if (!partner) redirect('/');
  return { language, partner };
}
