import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { getContentPage, listContentPageLinks } from '../services/content-pages';

/** The partner's published content pages (issue #18 item 7; SPEC §7 ContentPages), open to anyone. */
export function contentPageRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.listContentPages, async (c) => ({ items: await listContentPageLinks(c.get('deps').db, c.get('partner').id, c.get('lang')) }));
  mount(app, routes.contentPageByUrl, (c, { params }) => getContentPage(c.get('deps').db, c.get('partner').id, params.url ?? '', c.get('lang')));
}
