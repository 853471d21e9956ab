import type { Hono } from 'hono';
import { staffRoutes } from '@/lib/contract/staff-routes';
import type { ApiEnv } from '../context';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { optionalIdempotencyKey } from '../services/companies/payments-received';
import { mailEndedRequests } from '../services/companies/request-endings';
import { statementAnswer } from '../services/companies/statement';
import { getStaffCompany, listStaffCompanies, visibleCompany } from './staff-companies';
import { addStaffCompanyMember, removeStaffCompanyMember } from './staff-companies-members';
import { createStaffCompany, decideStaffCompany, recordStaffPayment, updateStaffCompany } from './staff-companies-writes';

/** A record id in a path: a positive integer; anything else names nothing (404 with `missing`). */
function idOf(raw: string | undefined, missing: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound(missing);
  return id;
}
const companyId = (raw: string | undefined) => idOf(raw, 'company_not_found');

/** Companies in the operations API (issue #50; lib/contract/staff-company-routes.ts). */
export function staffCompanyApiRoutes(app: Hono<ApiEnv>): void {
  mount(app, staffRoutes.staffCompanies, (c, { query }) => listStaffCompanies(c.get('deps'), c.get('staff'), query));
  mount(app, staffRoutes.staffCompanyCreate, (c, { body }) => createStaffCompany(c.get('deps'), c.get('staff'), body));
  mount(app, staffRoutes.staffCompany, (c, { params }) => getStaffCompany(c.get('deps'), c.get('staff'), companyId(params.id)));
  mount(app, staffRoutes.staffCompanyUpdate, (c, { params, body }) => updateStaffCompany(c.get('deps'), c.get('staff'), companyId(params.id), body));
  mount(app, staffRoutes.staffCompanyDecision, async (c, { params, body }) => {
    const { company, ended } = await decideStaffCompany(c.get('deps'), c.get('staff'), companyId(params.id), body);
    // After the commit: the buyers of the requests a disable ended are told.
    await mailEndedRequests(c.get('deps'), ended);
    return company;
  });
  mount(app, staffRoutes.staffCompanyMemberAdd, (c, { params, body }) => addStaffCompanyMember(c.get('deps'), c.get('staff'), companyId(params.id), body));
  mount(app, staffRoutes.staffCompanyMemberRemove, async (c, { params }) => {
    const ended = await removeStaffCompanyMember(c.get('deps'), c.get('staff'), companyId(params.id), idOf(params.memberId, 'company_member_not_found'));
    await mailEndedRequests(c.get('deps'), ended);
    return c.body(null, 204);
  });
  mount(app, staffRoutes.staffCompanyPayment, async (c, { params, body }) => {
    const key = optionalIdempotencyKey(c.req.header('idempotency-key'));
    return c.json(await recordStaffPayment(c.get('deps'), c.get('staff'), companyId(params.id), body, key), 201);
  });
  mount(app, staffRoutes.staffCompanyStatement, async (c, { params, query }) => statementAnswer(c.get('deps'), await visibleCompany(c.get('deps').db, c.get('staff'), companyId(params.id)), query, c.get('lang')));
}
