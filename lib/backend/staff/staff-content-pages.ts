import { and, asc, eq, sql } from 'drizzle-orm';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { CONTENT_PAGE_EURL, type ContentPageRequest, type StaffContentPage } from '@/lib/contract/content-pages';
import type { ApiDeps } from '../context';
import { contentPages, partners, staffAudit } from '../db/schema';
import type { Tx } from '../db/transaction';
import { badRequest, forbidden, notFound } from '../http/api-error';
import { partnerChanged } from '../services/partner-cache';
import type { StaffPrincipal } from './staff-auth';
import { visiblePartner } from './staff-partners';

/**
 * Content pages in the operations API (issue #18 item 7): every member reads the pages of the
 * partners they see; an Employee writes them (sanitised), each change audited and bumping the
 * partner's `pages_version`, which expires the partner's cached pages on every instance.
 */
type Row = typeof contentPages.$inferSelect;
const toStaffPage = (row: Row): StaffContentPage => ({
  eurl: row.eurl,
  title: row.title,
  description: row.description,
  body: row.body,
  position: row.position,
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listStaffContentPages(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, code: string): Promise<{ items: StaffContentPage[] }> {
  const partner = await visiblePartner(deps.db, staff, code);
  const rows = await deps.db.select().from(contentPages).where(eq(contentPages.partnerId, partner.row.id)).orderBy(asc(contentPages.position), asc(contentPages.eurl));
  return { items: rows.map(toStaffPage) };
}

async function writable(tx: Tx, staff: StaffPrincipal, code: string, eurl: string) {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  if (!CONTENT_PAGE_EURL.test(eurl)) throw badRequest('content_page_eurl_invalid', { eurl: 'content_page_eurl_invalid' });
  const partner = await visiblePartner(tx, staff, code, true);
  const [row] = await tx.select().from(contentPages).where(and(eq(contentPages.partnerId, partner.row.id), eq(contentPages.eurl, eurl)));
  return { partnerId: partner.row.id, row };
}

const summary = (page: { title: { el: string; en: string }; published: boolean; position: number } | undefined, eurl: string) =>
  page ? { page: eurl, title: page.title.el || page.title.en, published: page.published, position: page.position } : undefined;

export async function putContentPage(deps: ApiDeps, staff: StaffPrincipal, code: string, eurl: string, request: ContentPageRequest): Promise<StaffContentPage> {
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const { partnerId, row } = await writable(tx, staff, code, eurl);
    const values = {
      title: request.title,
      description: request.description,
      body: { el: sanitizeRichText(request.body.el), en: sanitizeRichText(request.body.en) },
      position: request.position ?? 0,
      published: request.published ?? true,
      updatedAt: now,
    };
    const [written] = row
      ? await tx.update(contentPages).set(values).where(eq(contentPages.id, row.id)).returning()
      : await tx.insert(contentPages).values({ partnerId, eurl, ...values, createdAt: now }).returning();
    await tx.update(partners).set({ pagesVersion: sql`${partners.pagesVersion} + 1` }).where(eq(partners.id, partnerId));
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'partner.page', targetKind: 'partner', targetId: partnerId, before: summary(row, eurl) ?? null, after: summary(written!, eurl)!, createdAt: now });
    return written!;
  });
  partnerChanged(deps.db, code);
  return toStaffPage(saved);
}

export async function deleteContentPage(deps: ApiDeps, staff: StaffPrincipal, code: string, eurl: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { partnerId, row } = await writable(tx, staff, code, eurl);
    if (!row) throw notFound('content_page_not_found');
    await tx.delete(contentPages).where(eq(contentPages.id, row.id));
    await tx.update(partners).set({ pagesVersion: sql`${partners.pagesVersion} + 1` }).where(eq(partners.id, partnerId));
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'partner.page.delete', targetKind: 'partner', targetId: partnerId, before: summary(row, eurl)!, after: null, createdAt: deps.now() });
  });
  partnerChanged(deps.db, code);
}
