import type { ShipOrdersResult } from '@/lib/contract/staff-shipments';

/**
 * The orders list's "Ship selected" as typed and as told (decision 0093), pure: the ticked order
 * ids (whole positive numbers, each once, at most 50), and the answer as the list's query — the
 * numbers shipped, and each one not shipped with its error key — which the page translates.
 */
export const SHIP_SELECTED_MAX = 50;

export function selectedOrderIds(values: readonly unknown[]): number[] {
  const ids = values.flatMap((v) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) ? [Number(v)] : []));
  return [...new Set(ids)].slice(0, SHIP_SELECTED_MAX);
}

export function batchShipmentQuery(answer: ShipOrdersResult): Record<string, string> {
  if (answer.results.length === 0) return { shipNone: '1' };
  const shipped = answer.results.filter((r) => r.status === 'shipped').map((r) => r.orderNumber ?? String(r.orderId));
  const failed = answer.results.filter((r) => r.status === 'failed').map((r) => `${r.orderNumber ?? r.orderId}:${r.error ?? 'unknown'}`);
  return { ...(shipped.length ? { shipped: shipped.join(',') } : {}), ...(failed.length ? { notShipped: failed.join(',') } : {}) };
}

/** A `notShipped` query value read back: each order number with its error key (anything else dropped). */
export function notShippedOf(value: string | undefined): { number: string; error: string }[] {
  if (!value) return [];
  return value.split(',').flatMap((part) => {
    const match = /^([A-Za-z0-9-]{1,40}):([a-z_]{1,60})$/.exec(part);
    return match ? [{ number: match[1]!, error: match[2]! }] : [];
  }).slice(0, SHIP_SELECTED_MAX);
}
