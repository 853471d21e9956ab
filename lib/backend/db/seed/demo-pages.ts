import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { shopConfigOf, shopEnvShape } from '@/lib/config/shop-config';
import { TERMS_PAGE_EURL } from '@/lib/content/legal-pages';
import type { Database } from '../client';
import { contentPages, partners } from '../schema';
import { ensureLegalPages } from '../../services/legal-pages';

/**
 * The demo content pages (issue #18 item 7) of the active demo partners, linked from their footers:
 * a delivery page. Every partner's privacy notice and terms of sale come from
 * lib/backend/services/legal-pages.ts (issue #49 item 4).
 */
export const DEMO_PAGES = [
  {
    eurl: 'delivery',
    position: 2,
    title: { el: 'Αποστολές', en: 'Delivery' },
    description: { el: 'Τρόποι και χρόνοι αποστολής.', en: 'Delivery methods and times.' },
    body: {
      el: '<p>Αποστολή με courier σε 1–3 εργάσιμες, παραλαβή από κατάστημα ή θυρίδα Box Now.</p>',
      en: '<p>Courier delivery in 1–3 working days, store pickup or a Box Now locker.</p>',
    },
  },
] as const;

const DEMO_PAGE_PARTNERS = ['acme', 'hellas'];

/** The short demo terms seeded before issue #49: replaced by the full terms where nobody changed them. */
const OLD_DEMO_TERMS_EN =
  '<h2>Orders</h2><p>Prices include VAT. The partner discount applies up to the period’s unit quota.</p><h2>Returns</h2><p>You may return products within <strong>14 days</strong> of delivery.</p>';

/**
 * Adds the demo pages and every partner's legal pages that are missing (a page staff changed is
 * left as it is). The sellers' details are the partners' own issuers, else the shop's company of
 * the environment's SHOP_* variables (their defaults when unset).
 */
export async function seedContentPages(db: Database): Promise<void> {
  await db.delete(contentPages).where(and(eq(contentPages.eurl, TERMS_PAGE_EURL), sql`${contentPages.body}->>'en' = ${OLD_DEMO_TERMS_EN}`));
  const rows = await db.select({ id: partners.id }).from(partners).where(inArray(partners.code, DEMO_PAGE_PARTNERS));
  if (rows.length > 0) {
    await db
      .insert(contentPages)
      .values(rows.flatMap((partner) => DEMO_PAGES.map((page) => ({ partnerId: partner.id, ...page }))))
      .onConflictDoNothing({ target: [contentPages.partnerId, contentPages.eurl] });
  }
  await ensureLegalPages(db, shopConfigOf(z.object(shopEnvShape).parse(process.env)));
}
