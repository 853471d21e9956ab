import type { Hono } from 'hono';
import type { DataExportQuery } from '@/lib/contract/data-export';
import { staffRoutes } from '@/lib/contract/staff-routes';
import type { ApiDeps, ApiEnv } from '../context';
import { staffAudit } from '../db/schema';
import { forbidden, notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { exportResponse, findExportSubject, recordExportRequest } from '../services/privacy/data-export';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * GET /staff/customers/{id}/data-export (issue #49 item 2, decision 0095): the customer's data
 * export for staff who handle the customer's request (by phone, by letter): an Employee, or the
 * SalesPerson of the customer's partner (another partner's customer is 404 like one that does not
 * exist); an Inspector is refused, a customer's personal data is not what an inspection reads. The
 * audit row and the privacy request (with the member) are written together before the file starts.
 */
export async function staffCustomerDataExport(deps: ApiDeps, staff: StaffPrincipal, customerId: number, query: DataExportQuery): Promise<Response> {
  if (staff.role === 'Inspector') throw forbidden('staff_role_forbidden');
  const subject = await findExportSubject(deps.db, customerId);
  if (!subject || !seesPartner(staff, subject.customer.partnerId)) throw notFound('customer_not_found');
  const now = deps.now();
  const owner = { customerId, partnerId: subject.customer.partnerId };
  await deps.db.transaction(async (tx) => {
    await recordExportRequest(tx, now, owner, { staffId: staff.id });
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'customer.data_export', targetKind: 'customer', targetId: customerId, partnerId: owner.partnerId, before: null, after: { format: query.format }, createdAt: now });
  });
  return exportResponse(deps, subject, query.format, query.lang);
}

/** A customer id in the path: a positive integer; anything else names no customer. */
const customerIdOf = (raw: string | undefined): number => {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound('customer_not_found');
  return id;
};

export function staffDataExportApi(app: Hono<ApiEnv>): void {
  mount(app, staffRoutes.staffCustomerDataExport, (c, { params, query }) => staffCustomerDataExport(c.get('deps'), c.get('staff'), customerIdOf(params.id), query));
}
