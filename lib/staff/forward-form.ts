import 'server-only';
import { HTTPError, type KyInstance } from 'ky';
import type { NextResponse } from 'next/server';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { backTo, isSameSite, langOf, refusedCrossSite } from './form-handler';

/** A console page to go back to, with query values (a success flag, an error key, a kept field). */
export type Back = { page: string; query?: Record<string, string | undefined> };

/**
 * What a form handler sends and where it goes: `done` on success (or made from what `send`
 * resolved to; `afterDone` may set a cookie on that answer), `failed` with the API's error key and
 * field keys on a refusal.
 */
export type FormPlan = {
  send: (api: KyInstance) => Promise<unknown>;
  done: Back | ((sent: unknown) => Back);
  afterDone?: (response: NextResponse) => void;
  failed: (error: string, fields: Record<string, string> | undefined, params?: Record<string, Record<string, string | number>>) => Back;
};

/**
 * A console form handler that forwards its form to the operations API with the member's staff
 * token: a post from another site is refused, a session that has ended goes to the login (also
 * when the API answers 401), an API refusal goes back with its error key, success goes to `done`.
 */
export async function forwardStaffForm(
  request: Request,
  rawLang: string,
  plan: (form: FormData) => FormPlan,
): Promise<NextResponse> {
  const lang = langOf(rawLang);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  const step = plan(await request.formData());
  let sent: unknown;
  try {
    sent = await step.send(api);
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    const { key, fields, params } = await toApiError(error);
    // An Employee who must turn two-factor sign-in on first (issue #44 item 3): to its page.
    if (key === 'totp_enrolment_required') return backTo(lang, 'two-factor');
    const failed = step.failed(key, fields, params);
    return backTo(lang, failed.page, failed.query);
  }
  const done = typeof step.done === 'function' ? step.done(sent) : step.done;
  const response = backTo(lang, done.page, done.query);
  step.afterDone?.(response);
  return response;
}
