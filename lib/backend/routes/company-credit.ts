import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { companies } from '../db/schema';
import { mount } from '../http/mount';
import { requireMembership } from '../services/companies/membership';
import { statementAnswer } from '../services/companies/statement';

/**
 * The company's credit statement in the storefront API (issue #50 item 5, decision 0101;
 * lib/contract/company-credit-routes.ts): the admin of an active company only, read by the
 * membership's company, never by an id from the request.
 */
export function companyCreditApiRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.companyStatement, async (c, { query }) => {
    const deps = c.get('deps');
    const membership = await requireMembership(deps.db, { customerId: c.get('principal').customerId, partnerId: c.get('partner').id }, 'see_statement');
    const [company] = await deps.db.select().from(companies).where(eq(companies.id, membership.companyId));
    return statementAnswer(deps, company!, query, c.get('lang'));
  });
}
