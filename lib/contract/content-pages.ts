import { z } from 'zod';

/**
 * Content pages (issue #18 item 7; SPEC §7's ContentPages client): a partner's own pages, read by
 * anyone in the request's language, written by staff in both languages.
 */
export const CONTENT_PAGE_EURL = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
const zLocalized = (max: number, min = 0) => z.strictObject({ el: z.string().trim().min(min).max(max), en: z.string().trim().min(min).max(max) });

export const zContentPageLink = z.object({ eurl: z.string(), title: z.string() }).meta({ id: 'ContentPageLink' });
export type ContentPageLink = z.infer<typeof zContentPageLink>;
export const zContentPageLinks = z.object({ items: z.array(zContentPageLink) }).meta({ id: 'ContentPageLinks' });

export const zContentPage = z
  .object({ eurl: z.string(), title: z.string(), description: z.string(), body: z.string(), updatedAt: z.string() })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof zContentPage>;

export const zContentPageRequest = z.strictObject({
  title: zLocalized(120, 1),
  description: zLocalized(200),
  /** HTML, sanitised when stored and again when shown. */
  body: zLocalized(100_000),
  position: z.number().int().min(0).max(1000).default(0),
  published: z.boolean().default(true),
});
export type ContentPageRequest = z.input<typeof zContentPageRequest>;

export const zStaffContentPage = z
  .object({
    eurl: z.string(),
    title: z.object({ el: z.string(), en: z.string() }),
    description: z.object({ el: z.string(), en: z.string() }),
    body: z.object({ el: z.string(), en: z.string() }),
    position: z.number().int(),
    published: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'StaffContentPage' });
export type StaffContentPage = z.infer<typeof zStaffContentPage>;
export const zStaffContentPages = z.object({ items: z.array(zStaffContentPage) }).meta({ id: 'StaffContentPages' });
