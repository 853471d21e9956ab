import 'server-only';
import type { KyInstance } from 'ky';
import { redirect } from 'next/navigation';
import { staffApi } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/**
 * The operations API as the member of this request, for the console's catalogue changes: it says
 * it is the console (`X-Staff-Client: console`, so a price it sets is kept in the price history
 * as the console's); no session: the console login.
 */
export async function catalogApi(lang: Language): Promise<KyInstance> {
  const api = await staffApi(lang);
  if (!api) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  return api.extend({ headers: { 'X-Staff-Client': 'console' } });
}
