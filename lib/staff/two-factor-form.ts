import 'server-only';
import { clientAddressHeaders } from './client-address';
import { formText } from './form-handler';
import type { FormPlan } from './forward-form';

/**
 * The two-factor page's code forms (confirm the enrolment, switch it off; issue #44 item 3): the
 * code typed (spaces dropped) goes to `path` with the real client address, because wrong codes are
 * counted against it like wrong passwords; a refused code goes back to the page as `totp_invalid`.
 */
export function codeForm(request: Request, path: string, done: Record<string, string>): (form: FormData) => FormPlan {
  return (form) => {
    const code = formText(form, 'code', 20).replace(/\s+/g, '');
    return {
      send: (api) => api.post(path, { json: { code }, headers: clientAddressHeaders(request.headers) }),
      done: { page: 'two-factor', query: done },
      failed: (key, fields) => ({ page: 'two-factor', query: { error: fields?.code ? 'totp_invalid' : key } }),
    };
  };
}
