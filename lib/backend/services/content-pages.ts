import { and, asc, eq } from 'drizzle-orm';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { CONTENT_PAGE_EURL, type ContentPage, type ContentPageLink } from '@/lib/contract/content-pages';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../context';
import { contentPages } from '../db/schema';
import { notFound } from '../http/api-error';

/** A partner's published content pages (issue #18 item 7), read by anyone: the footer's links and one page. */
const published = (partnerId: number) => and(eq(contentPages.partnerId, partnerId), eq(contentPages.published, true));
/** A text in the language, else the other one (a page written in one language still shows). */
const inLanguage = (text: { el: string; en: string }, lang: Language) => text[lang] || text[lang === 'el' ? 'en' : 'el'];

export async function listContentPageLinks(db: ApiDeps['db'], partnerId: number, lang: Language): Promise<ContentPageLink[]> {
  const rows = await db.select().from(contentPages).where(published(partnerId)).orderBy(asc(contentPages.position), asc(contentPages.eurl));
  return rows.map((row) => ({ eurl: row.eurl, title: inLanguage(row.title, lang) }));
}

export async function getContentPage(db: ApiDeps['db'], partnerId: number, eurl: string, lang: Language): Promise<ContentPage> {
  // An address no page can have (a NUL byte, say) names none: never a database error.
  const key = eurl.toLowerCase();
  if (!CONTENT_PAGE_EURL.test(key)) throw notFound('content_page_not_found');
  const [row] = await db.select().from(contentPages).where(and(published(partnerId), eq(contentPages.eurl, key)));
  if (!row) throw notFound('content_page_not_found');
  return {
    eurl: row.eurl,
    title: inLanguage(row.title, lang),
    description: inLanguage(row.description, lang),
    body: sanitizeRichText(inLanguage(row.body, lang)),
    updatedAt: row.updatedAt.toISOString(),
  };
}
