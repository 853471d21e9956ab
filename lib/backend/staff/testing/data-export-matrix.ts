import type { staffDataExportRoutes } from '@/lib/contract/staff-data-export-routes';
import type { RouteFixture } from './route-matrix-context';
import { matrixCustomer } from './route-matrix-records';

/** A customer's data export made by staff in the role × route matrix (route-matrix-fixtures.ts): a read, so one customer of the matrix partner serves every caller. */
export const dataExportMatrixFixtures: Record<keyof typeof staffDataExportRoutes, RouteFixture> = {
  staffCustomerDataExport: async (ctx) => ({ params: { id: await ctx.shared('data-export-customer', () => matrixCustomer(ctx)) }, query: '?format=json' }),
};
