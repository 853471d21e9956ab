/**
 * What a sales person did while shopping as a customer (issue #44 item 6), named once for every
 * customer API route: a write (any method but GET) that succeeded is audited as
 * `on_behalf.<route name>` (the name in lib/contract/api-routes.ts, which the customer's activity
 * list and the console translate). POSTs that only read are not writes. Pure.
 */
export const ON_BEHALF_PREFIX = 'on_behalf.';

/** Routes sent as POST that change nothing: a lookup and a catalogue read. */
export const READS_BY_POST: ReadonlySet<string> = new Set(['productsByIds', 'lookupOrder']);

/** The audit action of a call made while impersonating; undefined when it is no write or did not succeed. */
export function impersonatedAction(call: { method: string; routeName: string | undefined; status: number }): string | undefined {
  if (call.routeName === undefined || call.method.toLowerCase() === 'get' || READS_BY_POST.has(call.routeName)) return undefined;
  if (call.status < 200 || call.status >= 300) return undefined;
  return `${ON_BEHALF_PREFIX}${call.routeName}`;
}

/** The route name of an `on_behalf.` action (what the customer's list translates); undefined for any other action. */
export const onBehalfRouteOf = (action: string): string | undefined => (action.startsWith(ON_BEHALF_PREFIX) ? action.slice(ON_BEHALF_PREFIX.length) : undefined);
