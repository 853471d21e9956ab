import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { getCheckoutOptions, searchLockers } from '../services/checkout/checkout-options';
import { taxRegistryEntry } from '../services/tax-registry/tax-registry';
import { euVatCheck } from '@/lib/backend/services/vies/eu-vat-check';

/** Checkout choices (DESIGN §8 checkout): options with rates and stores, the locker search, and an ΑΦΜ's invoice details. */
export function checkoutRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.checkoutOptions, (c) =>
    getCheckoutOptions(c.get('deps'), c.get('lang'), { partnerId: c.get('partner').id, customerId: c.get('principal').customerId }),
  );

  mount(app, routes.searchLockers, async (c, { query }) => ({ items: await searchLockers(c.get('deps').db, query.q, c.get('lang')) }));

  // The invoice details of an ΑΦΜ from AADE's registry (issue #47, decision 0075).
  mount(app, routes.taxRegistry, (c, { query }) => taxRegistryEntry(c.get('deps'), c.get('principal').customerId, query.vatNumber));

  // An EU VAT number checked with VIES, the consultation kept (issue #47).
  mount(app, routes.euVatCheck, (c, { query }) => euVatCheck(c.get('deps'), c.get('principal').customerId, query.vatNumber));
}
