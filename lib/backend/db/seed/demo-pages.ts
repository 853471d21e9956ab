import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { contentPages, partners } from '../schema';

/** The demo content pages (issue #18 item 7) of the active demo partners, linked from their footers. */
export const DEMO_PAGES = [
  {
    eurl: 'terms',
    position: 1,
    title: { el: 'Όροι πώλησης', en: 'Terms of sale' },
    description: { el: 'Οι όροι πώλησης, πληρωμής και επιστροφών του καταστήματος.', en: 'The terms of sale, payment and returns of the shop.' },
    body: {
      el: '<h2>Παραγγελίες</h2><p>Οι τιμές περιλαμβάνουν ΦΠΑ. Η έκπτωση συνεργάτη ισχύει έως το όριο τεμαχίων της περιόδου.</p><h2>Επιστροφές</h2><p>Μπορείτε να επιστρέψετε προϊόντα μέσα σε <strong>14 ημέρες</strong> από την παράδοση.</p>',
      en: '<h2>Orders</h2><p>Prices include VAT. The partner discount applies up to the period’s unit quota.</p><h2>Returns</h2><p>You may return products within <strong>14 days</strong> of delivery.</p>',
    },
  },
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

/** Adds the demo pages that are missing (a page staff changed is left as it is). */
export async function seedContentPages(db: Database): Promise<void> {
  const rows = await db.select({ id: partners.id }).from(partners).where(inArray(partners.code, DEMO_PAGE_PARTNERS));
  if (rows.length === 0) return;
  await db
    .insert(contentPages)
    .values(rows.flatMap((partner) => DEMO_PAGES.map((page) => ({ partnerId: partner.id, ...page }))))
    .onConflictDoNothing({ target: [contentPages.partnerId, contentPages.eurl] });
}
