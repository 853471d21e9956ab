import type { Hono } from 'hono';
import { shopConfigOf } from '@/lib/config/shop-config';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { offersTestPayments } from '../services/payments/registry';
import { getPartnerView, getPromotionInfo, listActivePartners } from '../services/partners';

/**
 * The public partner list (the sitemap reads it), partner lookup by code (public: the storefront
 * needs it before login) and promotion info.
 */
export function partnerRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.listPartners, async (c) => ({ items: await listActivePartners(c.get('deps').db) }));

  mount(app, routes.partnerByCode, async (c, { params }) => {
    const view = await getPartnerView(c.get('deps').db, params.code ?? '', c.get('lang'));
    if (!view) throw notFound('partner_not_found');
    // 404 (not 403) so the storefront treats it as "no such partner" and leaves (SPEC §4).
    if (view.status !== 'active') throw notFound('partner_disabled');
    const { status: _status, issuerEmail, ...partner } = view;
    // Deployment-wide, shown with the partner: the checkout says so in its first HTML.
    return { ...partner, testPayments: offersTestPayments(c.get('deps')), contactEmail: issuerEmail ?? shopConfigOf(c.get('deps').env).contact.email };
  });

  mount(app, routes.promotionInfo, async (c) => {
    const deps = c.get('deps');
    return getPromotionInfo(deps.db, c.get('partner').id, c.get('principal').customerId, deps.now());
  });
}
