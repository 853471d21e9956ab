import type { StaffProduct } from '@/lib/contract/staff-catalog';
import { DEMO_STAFF_PASSWORD } from '../../../db/seed/demo-staff';
import { createTestApi, type TestApi } from '../../../testing/test-api';

/**
 * The catalogue API tests' calls (issue #45 item 1): a staff member's token per role, their calls,
 * and a product made through the API with a unique searchable word in its names.
 */
export type CatalogRole = 'Employee' | 'SalesPerson' | 'Inspector';
const EMAILS: Record<CatalogRole, string> = { Employee: 'employee@shop.test', SalesPerson: 'sales@shop.test', Inspector: 'inspector@shop.test' };

export function catalogKit(t: () => TestApi) {
  const tokens = {} as Record<CatalogRole, string>;
  const call = (method: string, path: string, body?: unknown, role: CatalogRole = 'Employee', headers: Record<string, string> = {}) =>
    t().call(method, path, body, { partner: null, token: tokens[role], headers });
  let serial = 0;
  return {
    tokens,
    call,
    async login(): Promise<void> {
      for (const role of Object.keys(EMAILS) as CatalogRole[]) {
        const res = await t().call('POST', '/staff/login', { email: EMAILS[role], password: DEMO_STAFF_PASSWORD }, { partner: null });
        if (res.status !== 200) throw new Error(`login ${role}: ${res.status}`);
        tokens[role] = res.body.token as string;
      }
    },
    /** A fresh product code and a word nothing else in the catalogue has. */
    unique(): { code: string; word: string } {
      serial += 1;
      const tag = `${Date.now().toString(36)}${serial}`.replace(/\d/g, (d) => 'qwxzvjkbyh'[Number(d)]!);
      return { code: `T-${serial}-${Date.now().toString(36).toUpperCase()}`, word: `zorb${tag}` };
    },
    body(code: string, word: string, changes: Record<string, unknown> = {}) {
      return {
        code,
        categoryCode: 'tshirts',
        brandCode: 'nordvik',
        name: { el: `Μπλουζάκι ${word}`, en: `Tee ${word}` },
        description: { el: '<p>Βαμβακερό <script>alert(1)</script><b>μαλακό</b></p>', en: '<p onclick="x()">Soft <b>cotton</b></p>' },
        technical: { el: '<ul><li>100% βαμβάκι</li></ul>', en: '<ul><li>100% cotton</li></ul>' },
        priceCents: 2490,
        ...changes,
      };
    },
    async create(changes: Record<string, unknown> = {}): Promise<StaffProduct & { word: string }> {
      const { code, word } = this.unique();
      const res = await call('POST', '/staff/catalog/products', this.body(code, word, changes));
      if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
      return { ...(res.body as StaffProduct), word };
    },
    async variants(product: { code: string; version: number }, variants: unknown[]): Promise<StaffProduct> {
      const res = await call('PUT', `/staff/catalog/products/${product.code}/variants`, { expectedVersion: product.version, variants });
      if (res.status !== 200) throw new Error(`variants: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as StaffProduct;
    },
    async publish(product: { code: string; version: number }): Promise<StaffProduct> {
      const res = await call('POST', `/staff/catalog/products/${product.code}/status`, { status: 'Published', expectedVersion: product.version });
      if (res.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as StaffProduct;
    },
  };
}

/** A test file's own API (made in `beforeAll`, closed in `afterAll`) with every role logged in. */
export function catalogApiSuite() {
  const s = {} as { t: TestApi };
  const k = catalogKit(() => s.t);
  beforeAll(async () => {
    s.t = await createTestApi();
    await k.login();
  });
  afterAll(() => s.t.close());
  return { s, k };
}
