import { inArray, sql } from 'drizzle-orm';
import type { ShopConfig } from '@/lib/config/shop-config';
import { legalPages, type LegalSeller } from '@/lib/content/legal-page-texts';
import type { Database } from '../db/client';
import { contentPages, partners, type PartnerIssuer } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * Every partner's privacy notice and terms of sale (issue #49 item 4, decision 0098): content
 * pages like any other (staff edit them in the console), written from lib/content's texts with the
 * partner's name and its seller filled in. Added where missing, never over a page that exists: a
 * page staff edited stays as they left it. The seed calls this for every partner; a new partner
 * gets its pages from the same function.
 */

/** Who sells in the partner's shop: its own issuer (decision 0074), else the shop's company. */
export function legalSellerOf(partner: { name: string; issuer: PartnerIssuer | null }, shop: ShopConfig): LegalSeller {
  const { issuer } = partner;
  if (issuer) return { partnerName: partner.name, name: issuer.name, address: issuer.address, vatNumber: issuer.vatNumber, taxOffice: issuer.taxOffice, registryNumber: issuer.registryNumber, phone: issuer.phone, email: issuer.email };
  return { partnerName: partner.name, ...shop.company, phone: shop.contact.phone, email: shop.contact.email };
}

/**
 * Adds the legal pages the partners lack (all partners, or those of `partnerIds`), and bumps the
 * pages version of those that got one so that their cached pages expire. Answers how many pages
 * were added.
 */
export async function ensureLegalPages(db: Database | Tx, shop: ShopConfig, partnerIds?: readonly number[]): Promise<number> {
  if (partnerIds?.length === 0) return 0;
  const query = db.select({ id: partners.id, name: partners.name, issuer: partners.issuer }).from(partners);
  const rows = partnerIds ? await query.where(inArray(partners.id, [...partnerIds])) : await query;
  if (rows.length === 0) return 0;
  const added = await db
    .insert(contentPages)
    .values(rows.flatMap((partner) => legalPages(legalSellerOf(partner, shop)).map((page) => ({ partnerId: partner.id, ...page }))))
    .onConflictDoNothing({ target: [contentPages.partnerId, contentPages.eurl] })
    .returning({ partnerId: contentPages.partnerId });
  const changed = [...new Set(added.map((row) => row.partnerId))];
  if (changed.length > 0) await db.update(partners).set({ pagesVersion: sql`${partners.pagesVersion} + 1` }).where(inArray(partners.id, changed));
  return added.length;
}
