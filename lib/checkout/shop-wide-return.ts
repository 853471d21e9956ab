import { postedReturnOf } from './payment-pages';

/**
 * Winbank's merchant profile has one success and one failure URL for the shop; the bank appends
 * the ParamBackLink we sent, `s=<success path>&f=<failure path>` (the storefront's own return paths
 * of that order). The path to forward to, only when it is one of this storefront's Winbank return
 * pages (`/{lang?}/{partner}/payment/winbank/success/{uid}` or `…/cancel`): never anywhere else.
 */
export function winbankReturnPath(search: URLSearchParams, outcome: 'success' | 'cancel'): string | undefined {
  const path = search.get(outcome === 'success' ? 's' : 'f');
  if (!path || !path.startsWith('/') || path.startsWith('//') || /[\\\s?#]/.test(path)) return undefined;
  const segments = path.split('/').slice(1);
  if (segments[0] && /^[a-z]{2}$/.test(segments[0])) segments.shift();
  const [partner, page, ...rest] = segments;
  if (!partner || !/^[a-z0-9][a-z0-9-]{2,63}$/.test(partner) || page !== 'payment') return undefined;
  const posted = postedReturnOf(rest);
  return posted?.provider === 'winbank' && posted.outcome === outcome ? path : undefined;
}
