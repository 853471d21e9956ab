import type { RouteDef } from './api-routes';
import { DATA_EXPORT_MEDIA_TYPES, zDataExportQuery } from './data-export';

/**
 * A customer's data export made by staff (issue #49 item 2, decision 0095), spread into staffPaths
 * and staffRoutes (staff-routes.ts): the same file the customer downloads from the profile, for an
 * Employee or the SalesPerson of the customer's partner; never an Inspector's (a customer's personal
 * data is not what an inspection reads). Audited as customer.data_export and recorded as a privacy
 * request with the member.
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffDataExportPaths = {
  customerDataExport: '/staff/customers/:id/data-export',
} as const;

export const staffDataExportRoutes = {
  staffCustomerDataExport: def({
    tag: 'staff',
    auth: false,
    partner: false,
    method: 'get',
    path: staffDataExportPaths.customerDataExport,
    staff: 'read',
    query: zDataExportQuery,
    produces: DATA_EXPORT_MEDIA_TYPES,
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: null },
    summary:
      "Everything the shop keeps about a customer, as GET /Customers/Profile/Export gives it to them (JSON file, or with format=html a printable page in `lang` or else the customer's language), streamed; audited as customer.data_export and recorded as a privacy request made by the member. 404 customer_not_found (also another partner's), 403 staff_role_forbidden (an Inspector)",
  }),
} satisfies Record<string, RouteDef>;
