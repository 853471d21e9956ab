import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { partners, type LocalizedText } from './schema-base';

/**
 * Content pages (issue #18 item 7; SPEC's ContentPages): a partner's own pages (terms of sale,
 * delivery, about), at `/{lang?}/{partner}/pages/{eurl}`, linked from the footer by `position`.
 * Texts in both languages; `body` is sanitised HTML (sanitised again on output). Staff write them
 * through the operations API; each change bumps `partners.pages_version`. Re-exported by
 * schema.ts; import tables from there.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    eurl: text('eurl').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** The meta description in each language (search results). */
    description: jsonb('description').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_pages_partner_eurl_uq').on(t.partnerId, t.eurl)],
);
