import { OrderStatusCode } from '@/lib/contract/enums';
import type { ReturnState } from '@/lib/contract/returns';
import { type NotReturnableReason } from '@/lib/contract/enums';

/**
 * What of an order can be asked back (issue #7, return order): orders delivered or invoiced, for
 * RETURN_WINDOW_DAYS from the order date, the units not asked back yet. Checked in this order: the
 * status, then the window, then the remaining units.
 */
export const RETURNABLE_STATUSES: ReadonlySet<number> = new Set([
  OrderStatusCode.Completed,
  OrderStatusCode.PartiallyDelivered,
  OrderStatusCode.PartiallyReturned,
  OrderStatusCode.Invoiced,
]);
export const RETURN_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Units of an order line: ordered, and already asked back by earlier requests. */
export type ReturnLineUnits = { quantity: number; requested: number };

export type Returnability =
  | { returnable: true; deadline: Date }
  /** `deadline` is null when the status alone refuses (no window applies). */
  | { returnable: false; reason: NotReturnableReason; deadline: Date | null };

/** The last moment a return can be asked for: RETURN_WINDOW_DAYS after the order was placed. */
export const returnDeadline = (createdAt: Date): Date => new Date(createdAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** Units of a line that may still be asked back. */
export const remainingUnits = (line: ReturnLineUnits): number => Math.max(0, line.quantity - line.requested);

export function returnability(order: { status: number; createdAt: Date; lines: readonly ReturnLineUnits[] }, now: Date): Returnability {
  if (!RETURNABLE_STATUSES.has(order.status)) return { returnable: false, reason: 'status', deadline: null };
  const deadline = returnDeadline(order.createdAt);
  if (now.getTime() > deadline.getTime()) return { returnable: false, reason: 'window_passed', deadline };
  if (!order.lines.some((line) => remainingUnits(line) > 0)) return { returnable: false, reason: 'all_requested', deadline };
  return { returnable: true, deadline };
}

/** How much of the order has been asked back: nothing, some units, every unit. */
export function returnState(lines: readonly ReturnLineUnits[]): ReturnState {
  const requested = lines.reduce((sum, line) => sum + Math.min(line.requested, line.quantity), 0);
  const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (requested === 0) return 'none';
  return requested >= ordered ? 'full' : 'partial';
}

/** One line of a return request: the order line (its 0-based position) and the units asked back. */
export type RequestedReturnLine = { line: number; quantity: number };
export type ReturnLinesCheck =
  | { ok: true }
  | { ok: false; fields: Record<string, string>; params: Record<string, Record<string, number>> };

/**
 * Checks the lines of a return request against the units each order line still has
 * (`remainingByLine`: order line position → units). Field errors are keyed like the request body:
 * `lines.{i}.line` (`return_line_unknown`, `return_line_duplicate`) and `lines.{i}.quantity`
 * (`return_quantity_exceeds`, with `max` in the params).
 */
export function checkReturnLines(requested: readonly RequestedReturnLine[], remainingByLine: ReadonlyMap<number, number>): ReturnLinesCheck {
  const fields: Record<string, string> = {};
  const params: Record<string, Record<string, number>> = {};
  const seen = new Set<number>();
  requested.forEach((item, i) => {
    const remaining = remainingByLine.get(item.line);
    if (remaining === undefined) {
      fields[`lines.${i}.line`] = 'return_line_unknown';
      return;
    }
    if (seen.has(item.line)) {
      fields[`lines.${i}.line`] = 'return_line_duplicate';
      return;
    }
    seen.add(item.line);
    if (item.quantity > remaining) {
      fields[`lines.${i}.quantity`] = 'return_quantity_exceeds';
      params[`lines.${i}.quantity`] = { max: remaining };
    }
  });
  return Object.keys(fields).length === 0 ? { ok: true } : { ok: false, fields, params };
}
