import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { zImpersonationStart } from '@/lib/contract/staff-customers';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { buildPath } from '@/lib/routing/paths';
import { backTo, isSameSite, langOf, refusedCrossSite, seeOther } from '@/lib/staff/form-handler';

/**
 * "Shop as" (issue #17 item 4): starts the impersonation through the operations API, then sends
 * the browser to the customer's storefront with the one-time code in the URL fragment (the
 * storefront page exchanges it; a fragment is never sent to a server). A refusal goes back to the
 * customers with its error key.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang: rawLang, id } = await params;
  const lang = langOf(rawLang);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  try {
    const started = zImpersonationStart.parse(await api.post(routePath(staffPaths.customerImpersonation, { id })).json());
    const page = buildPath({ lang, partnerId: started.partner, path: 'impersonate' }, routingConfig);
    return seeOther(`${page}#${new URLSearchParams({ code: started.code })}`);
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    return backTo(lang, 'customers', { error: (await toApiError(error)).key });
  }
}
