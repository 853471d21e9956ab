import { type CreateReturnRequest, type OrderLookup } from '@/lib/contract/returns';
import { ReturnReasons, type ReturnReason } from '@/lib/contract/enums';

/**
 * The return form (issue #7): per order line a checkbox and a quantity, a reason and a comment.
 * Form lines are indexed like the lookup's lines; the request names only the chosen ones, so the
 * server's `lines.{i}` errors are mapped back to the form line they came from.
 */
export type ReturnLineValues = { selected: boolean; quantity: string };
export type ReturnFormValues = { lines: (ReturnLineValues | undefined)[]; reason: ReturnReason | ''; comment: string };
export type FieldMessage = { key: string; params?: Record<string, string | number> };

export const COMMENT_MAX = 1000;

/** Nothing chosen yet; a chosen line asks back all that can still be returned unless changed. */
export function initialReturnValues(lines: OrderLookup['lines']): ReturnFormValues {
  return { lines: lines.map((line) => ({ selected: false, quantity: String(Math.max(line.returnable, 1)) })), reason: '', comment: '' };
}

export type ReturnSelection =
  | { ok: true; request: CreateReturnRequest; formLines: number[] }
  | { ok: false; errors: Record<string, FieldMessage> };

function quantityError(raw: string, returnable: number): FieldMessage | undefined {
  const text = raw.trim();
  if (text === '') return { key: 'required' };
  if (!/^\d+$/.test(text)) return { key: 'integer' };
  const n = Number(text);
  if (n < 1) return { key: 'min_number', params: { min: 1 } };
  if (n > returnable) return { key: 'max_number', params: { max: returnable } };
  return undefined;
}

/**
 * Checks the form (at least one line, each chosen quantity 1..returnable, a reason, a comment of
 * at most 1000 characters) and builds the `POST /Returns` body. Error paths are the form's
 * (`lines.{formIndex}.quantity`, `lines` when nothing is chosen, `reason`, `comment`).
 */
export function buildReturnRequest(order: Pick<OrderLookup, 'uid' | 'lines'>, values: ReturnFormValues): ReturnSelection {
  const errors: Record<string, FieldMessage> = {};
  const lines: CreateReturnRequest['lines'] = [];
  const formLines: number[] = [];
  order.lines.forEach((line, index) => {
    const value = values.lines[index];
    if (!value?.selected || line.returnable < 1) return;
    const error = quantityError(value.quantity, line.returnable);
    if (error) errors[`lines.${index}.quantity`] = error;
    else {
      lines.push({ line: line.line, quantity: Number(value.quantity.trim()) });
      formLines.push(index);
    }
  });
  if (lines.length === 0 && Object.keys(errors).length === 0) errors.lines = { key: 'return_select_line' };
  if (!(ReturnReasons as readonly string[]).includes(values.reason)) errors.reason = { key: 'required' };
  const comment = values.comment.trim();
  if (comment.length > COMMENT_MAX) errors.comment = { key: 'max_characters', params: { max: COMMENT_MAX } };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: { orderUid: order.uid, lines, reason: values.reason as ReturnReason, ...(comment ? { comment } : {}) },
    formLines,
  };
}

type Failure = { key: string; fields?: Record<string, string>; params?: Record<string, Record<string, string | number>> };

const SERVER_LINE_FIELD = /^lines\.(\d+)\.(quantity|line)$/;

/**
 * The server's field errors on the form's names: `lines.{i}.quantity` of the request's i-th line
 * goes to that form line's quantity, `lines.{i}.line` (unknown or repeated line) to its checkbox.
 * Anything else keeps its name.
 */
export function toFormFailure(failure: Failure, formLines: readonly number[]): Failure {
  const rename = (name: string) => {
    const match = SERVER_LINE_FIELD.exec(name);
    const formIndex = match ? formLines[Number(match[1])] : undefined;
    if (!match || formIndex === undefined) return name;
    return `lines.${formIndex}.${match[2] === 'quantity' ? 'quantity' : 'selected'}`;
  };
  const renamed = <T>(record: Record<string, T> | undefined) => (record ? Object.fromEntries(Object.entries(record).map(([name, v]) => [rename(name), v])) : undefined);
  const fields = renamed(failure.fields);
  const params = renamed(failure.params);
  return { key: failure.key, ...(fields ? { fields } : {}), ...(params ? { params } : {}) };
}
