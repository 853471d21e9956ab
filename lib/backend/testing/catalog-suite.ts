import { login } from './auth-helpers';
import { loadOracle, type Oracle } from './catalog-oracle';
import { createTestApi, type TestApi } from './test-api';

/** A catalogue API test file's API, demo customer token (acme) and oracle, filled in by `beforeAll`. */
export type CatalogSuite = { t: TestApi; token: string; oracle: Oracle };

export function catalogSuite(): CatalogSuite {
  const suite = {} as CatalogSuite;
  beforeAll(async () => {
    suite.t = await createTestApi();
    suite.token = (await login(suite.t)).at;
    suite.oracle = await loadOracle(suite.t.db);
  });
  afterAll(() => suite.t.close());
  return suite;
}
