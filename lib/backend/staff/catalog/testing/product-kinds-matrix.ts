import type { staffProductKindsRoutes } from '@/lib/contract/staff-product-kinds-routes';
import { DEMO_KINDS } from '../../../db/seed/demo-product-kinds';
import type { MatrixContext, RouteFixture } from '../../testing/route-matrix-context';
import { matrixProductBody } from './catalog-matrix';

/**
 * The parts and members routes' calls in the role × route matrix (decision 0046;
 * route-matrix-fixtures.ts): a read names the demo bundle; a change makes its own Draft bundle or
 * group first (an Employee's POST), at version 1, made of the demo's flask and socks.
 */
let made = 0;
const fresh = async (ctx: MatrixContext, kind: 'Bundle' | 'Grouped') => {
  const code = `MK-${Date.now().toString(36).toUpperCase()}${(made++).toString(36).toUpperCase()}`;
  const res = await ctx.employee('POST', '/staff/catalog/products', { ...matrixProductBody(code), kind });
  if (res.status !== 201) throw new Error(`matrix ${kind}: ${res.status} ${JSON.stringify(res.body)}`);
  return { code, version: res.body.version as number };
};

export const productKindsMatrixFixtures: Record<keyof typeof staffProductKindsRoutes, RouteFixture> = {
  staffCatalogProductParts: () => ({ params: { code: DEMO_KINDS.bundle } }),
  staffCatalogProductMembers: () => ({ params: { code: DEMO_KINDS.grouped } }),
  staffCatalogProductPartsPut: async (ctx) => {
    const { code, version } = await fresh(ctx, 'Bundle');
    return { params: { code }, body: { expectedVersion: version, parts: [{ sku: `${DEMO_KINDS.flask}-BLACK`, quantity: 1 }] } };
  },
  staffCatalogProductMembersPut: async (ctx) => {
    const { code, version } = await fresh(ctx, 'Grouped');
    return { params: { code }, body: { expectedVersion: version, members: [DEMO_KINDS.flask, DEMO_KINDS.socks] } };
  },
};
