import { companyCreditPaths } from '@/lib/contract/company-credit-routes';
import { companyPaths } from '@/lib/contract/company-routes';
import { purchaseRequestPaths } from '@/lib/contract/purchase-request-routes';
import { companyApiPaths } from './paths';

describe('company paths (zod-free copy of the route tables)', () => {
  it('names every path of the tables the storefront calls exactly as the tables do', () => {
    const tables: Record<string, string> = { ...companyPaths, ...purchaseRequestPaths, ...companyCreditPaths };
    for (const [name, path] of Object.entries(companyApiPaths)) expect([name, tables[name]]).toEqual([name, path]);
  });
});
