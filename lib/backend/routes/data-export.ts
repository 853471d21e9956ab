import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import { DATA_EXPORT_HOURLY_LIMIT } from '@/lib/contract/data-export';
import { FORBIDDEN_WHILE_IMPERSONATING } from '@/lib/rules/impersonation';
import type { ApiEnv } from '../context';
import { forbidden, tooManyRequests, unauthorized } from '../http/api-error';
import { mount } from '../http/mount';
import { exportResponse, findExportSubject, recordExportRequest } from '../services/privacy/data-export';
import { hit } from '../services/rate-limit';

/**
 * "Download my data" (issue #49 item 2, decision 0095): the customer of the token, under the
 * scoped partner, gets everything the shop keeps about them as a JSON file or an HTML page,
 * streamed, at most DATA_EXPORT_HOURLY_LIMIT times an hour. A sales person shopping as the customer
 * is refused (the console has its own export, audited as theirs); the refusal is recorded too.
 */
export function dataExportRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.exportProfileData, async (c, { query }) => {
    const deps = c.get('deps');
    const principal = c.get('principal');
    const owner = { customerId: principal.customerId, partnerId: c.get('partner').id };
    if (principal.impersonatorId !== undefined) {
      await recordExportRequest(deps.db, deps.now(), owner, { staffId: principal.impersonatorId, refused: FORBIDDEN_WHILE_IMPERSONATING });
      throw forbidden(FORBIDDEN_WHILE_IMPERSONATING);
    }
    const subject = await findExportSubject(deps.db, owner.customerId, owner.partnerId);
    if (!subject) throw unauthorized('token_invalid');
    // Each export reads the whole history: a few an hour are plenty for a person, a loop is stopped.
    const limit = await hit(deps.db, `data-export:${owner.customerId}`, DATA_EXPORT_HOURLY_LIMIT, 3600, deps.now());
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    await recordExportRequest(deps.db, deps.now(), owner, { staffId: null });
    return exportResponse(deps, subject, query.format, query.lang);
  });
}
