import 'server-only';
import { HTTPError } from 'ky';
import { apiPaths } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import { serverApi } from './server-client';

/**
 * Whether a password reset link can still be used (the reset page asks before showing its form;
 * nothing is spent). `false` only when the API says so (400); a failed call is `undefined`, and
 * the page shows the form, whose submit checks the link again.
 */
export async function resetLinkIsOpen(lang: Language, partnerCode: string, guid: string): Promise<boolean | undefined> {
  const api = await serverApi({ lang, partnerCode });
  try {
    await api.post(apiPaths.checkResetLink, { json: { guid } });
    return true;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 400) return false;
    return undefined;
  }
}
