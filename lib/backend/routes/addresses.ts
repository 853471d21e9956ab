import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { parseIdParam } from '../http/path-params';
import { createAddress, deleteAddress, listAddresses, updateAddress, type AddressOwner } from '../services/addresses';

/** The customer's address book under the scoped partner (SPEC §2 addresses, DESIGN §8 customer). */
const ownerOf = (c: Context<ApiEnv>): AddressOwner => ({ customerId: c.get('principal').customerId, partnerId: c.get('partner').id });

export function addressRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.listAddresses, async (c) => ({ items: await listAddresses(c.get('deps').db, ownerOf(c)) }));

  mount(app, routes.createAddress, (c, { body }) => createAddress(c.get('deps'), ownerOf(c), body));

  mount(app, routes.updateAddress, (c, { body, params }) =>
    updateAddress(c.get('deps'), ownerOf(c), parseIdParam(params.id, 'address_not_found'), body),
  );

  mount(app, routes.deleteAddress, async (c, { params }) => {
    await deleteAddress(c.get('deps'), ownerOf(c), parseIdParam(params.id, 'address_not_found'));
    return c.body(null, 204);
  });
}
