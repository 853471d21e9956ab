import type { Language } from '@/lib/contract/enums';
import type { RoutingConfig } from './config';
import { routingConfig } from './config';
import { buildPath, parsePath } from './paths';

/**
 * Where to go after login (DESIGN §3): the remembered origin when it is a path of this partner's
 * own storefront, otherwise the partner's landing page. Never off-site: protocol-relative
 * (`//x`), backslash (`/\x`), absolute and `javascript:` values all fall back.
 */
export function safeReturnTo(
  value: string | null | undefined,
  target: { lang: Language; partnerId: string },
  config: RoutingConfig = routingConfig,
): string {
  const home = buildPath({ lang: target.lang, partnerId: target.partnerId }, config);
  if (!value || value.length > 2048) return home;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return home;
  let url: URL;
  try {
    url = new URL(value, 'http://storefront.invalid');
  } catch {
    return home;
  }
  if (url.origin !== 'http://storefront.invalid') return home;
  const parsed = parsePath(url.pathname, config);
  if (parsed.partnerId !== target.partnerId) return home;
  // Going back to the auth pages after logging in makes no sense.
  if (/^(login|logout|register|forgot-password|resetpassword|validateregistration)(\/|$)/.test(parsed.path)) return home;
  return url.pathname + url.search + url.hash;
}
