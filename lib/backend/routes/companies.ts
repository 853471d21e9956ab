import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import { COMPANY_ADDRESSES_MAX } from '@/lib/contract/companies';
import { FORBIDDEN_WHILE_IMPERSONATING } from '@/lib/rules/impersonation';
import type { ApiEnv } from '../context';
import { forbidden } from '../http/api-error';
import { mount } from '../http/mount';
import { parseIdParam } from '../http/path-params';
import { createCompanyAddress, deleteCompanyAddress, listCompanyAddresses, updateCompanyAddress } from '../services/companies/company-addresses';
import { createCompany, getCompany, updateCompanyRules, type CompanyOwner } from '../services/companies/company';
import { getCompanyOrder, listCompanyOrders, reorderCompanyOrder } from '../services/companies/company-orders';
import { acceptInvitation, checkInvitation, joinByInvitation, throttleInvitationUse } from '../services/companies/invitation-join';
import { createInvitation, listInvitations, revokeInvitation } from '../services/companies/invitations';
import { listMembers, removeMember, updateMember } from '../services/companies/members';
import { mailEndedRequests } from '../services/companies/request-endings';
import { setListSharing } from '../services/companies/shared-lists';
import { listOrderLists } from '../services/order-lists';

/**
 * Company accounts (issue #50, decision 0103): the signed-in customer's company under the scoped
 * partner (lib/contract/company-routes.ts). Every service reads through the membership
 * (services/companies/membership.ts). A sales person shopping as the customer reads, reorders and
 * shares lists; the company's administration is the customer's own (403 impersonation_forbidden).
 */
const ownerOf = (c: Context<ApiEnv>): CompanyOwner => ({ customerId: c.get('principal').customerId, partnerId: c.get('partner').id });

/** The owner of a company-administration write: never a sales person shopping as the customer. */
function adminOwnerOf(c: Context<ApiEnv>): CompanyOwner {
  const { impersonatorId } = c.get('principal');
  if (impersonatorId !== undefined) throw forbidden(FORBIDDEN_WHILE_IMPERSONATING);
  return ownerOf(c);
}

export function companyApiRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.getCompany, (c) => getCompany(c.get('deps').db, ownerOf(c)));
  mount(app, routes.createCompany, (c, { body }) => createCompany(c.get('deps'), adminOwnerOf(c), body));
  mount(app, routes.updateCompanyRules, (c, { body }) => updateCompanyRules(c.get('deps'), adminOwnerOf(c), body));

  mount(app, routes.listCompanyMembers, async (c) => ({ items: await listMembers(c.get('deps'), ownerOf(c)) }));
  mount(app, routes.updateCompanyMember, (c, { body, params }) => updateMember(c.get('deps'), adminOwnerOf(c), parseIdParam(params.id, 'company_member_not_found'), body));
  mount(app, routes.deleteCompanyMember, async (c, { params }) => {
    const deps = c.get('deps');
    const ended = await removeMember(deps, adminOwnerOf(c), parseIdParam(params.id, 'company_member_not_found'));
    // After the commit: the removed buyer is told that their waiting requests ended.
    await mailEndedRequests(deps, ended);
    return c.body(null, 204);
  });

  mount(app, routes.listCompanyInvitations, async (c) => ({ items: await listInvitations(c.get('deps'), ownerOf(c)) }));
  mount(app, routes.createCompanyInvitation, (c, { body }) => createInvitation(c.get('deps'), adminOwnerOf(c), body, { partner: c.get('partner'), lang: c.get('lang') }));
  mount(app, routes.revokeCompanyInvitation, async (c, { params }) => {
    await revokeInvitation(c.get('deps'), adminOwnerOf(c), parseIdParam(params.id, 'invitation_not_found'));
    return c.body(null, 204);
  });
  mount(app, routes.checkCompanyInvitation, async (c, { body }) => {
    await throttleInvitationUse(c.get('deps'), c.get('clientIp'));
    return checkInvitation(c.get('deps'), c.get('partner'), body.token);
  });
  mount(app, routes.acceptCompanyInvitation, async (c, { body }) => {
    await throttleInvitationUse(c.get('deps'), c.get('clientIp'));
    return acceptInvitation(c.get('deps'), c.get('partner'), c.get('lang'), body);
  });
  mount(app, routes.joinCompany, (c, { body }) => joinByInvitation(c.get('deps'), adminOwnerOf(c), body.token));

  mount(app, routes.listCompanyAddresses, async (c) => ({ items: await listCompanyAddresses(c.get('deps'), ownerOf(c)), max: COMPANY_ADDRESSES_MAX }));
  mount(app, routes.createCompanyAddress, (c, { body }) => createCompanyAddress(c.get('deps'), adminOwnerOf(c), body));
  mount(app, routes.updateCompanyAddress, (c, { body, params }) => updateCompanyAddress(c.get('deps'), adminOwnerOf(c), parseIdParam(params.id, 'company_address_not_found'), body));
  mount(app, routes.deleteCompanyAddress, async (c, { params }) => {
    await deleteCompanyAddress(c.get('deps'), adminOwnerOf(c), parseIdParam(params.id, 'company_address_not_found'));
    return c.body(null, 204);
  });

  mount(app, routes.listCompanyOrders, (c, { query }) => listCompanyOrders(c.get('deps').db, ownerOf(c), query));
  mount(app, routes.companyOrderByUid, (c, { params }) => getCompanyOrder(c.get('deps').db, ownerOf(c), params.uid, c.get('lang')));
  mount(app, routes.reorderCompanyOrder, (c, { params }) => reorderCompanyOrder(c.get('deps'), ownerOf(c), params.uid, c.get('lang')));

  mount(app, routes.shareOrderList, async (c, { body, params }) => {
    const db = c.get('deps').db;
    const id = parseIdParam(params.id, 'order_list_not_found');
    await setListSharing(db, ownerOf(c), id, body.shared);
    return (await listOrderLists(db, ownerOf(c))).find((list) => list.id === id)!;
  });
}
