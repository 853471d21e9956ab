import type { staffPrivacyRoutes } from '@/lib/contract/staff-privacy-routes';
import { matrixCustomer } from './route-matrix-records';
import { MATRIX_PARTNER, type RouteFixture } from './route-matrix-context';

/** The privacy requests' calls of the role × route matrix (decision 0096): a new customer to delete each time (no orders, so nothing refuses it). */
export const privacyMatrixFixtures: { readonly [K in keyof typeof staffPrivacyRoutes]: RouteFixture } = {
  staffPrivacyRequests: () => ({ query: `?partner=${MATRIX_PARTNER}&kind=delete&status=completed&pageSize=5` }),
  staffCustomerDeletion: async (ctx) => ({ params: { id: await matrixCustomer(ctx) } }),
};
