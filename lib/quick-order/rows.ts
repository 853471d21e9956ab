import { QUICK_ORDER_MAX_LINES } from '@/lib/contract/limits';
import type { QuickOrderLineResult, QuickOrderRequest } from '@/lib/contract/quick-order';
import { lineError, type ParsedRow, type QuickOrderLineError } from './parse-lines';

/**
 * The quick-order editor's lines (issue #18 item 1): what the shopper typed, pasted or uploaded,
 * each with what is wrong with it (as typed, or as the shop answered). Pure, so the editor's
 * steps are tested without a browser.
 */
export type EditorLine = {
  key: number;
  code: string;
  color: string;
  size: string;
  quantity: string;
  problem?: { kind: 'line'; error: QuickOrderLineError } | { kind: 'shop'; result: QuickOrderLineResult };
};

let nextKey = 1;
export const blankLine = (): EditorLine => ({ key: nextKey++, code: '', color: '', size: '', quantity: '1' });

const isBlank = (line: EditorLine) => line.code.trim() === '' && line.color.trim() === '' && line.size.trim() === '';

/** Lines read from a paste or a file join the editor's, in place of its blank lines. */
export function withReadLines(lines: readonly EditorLine[], read: readonly ParsedRow[]): EditorLine[] {
  const added = read.map((row): EditorLine => ({
    key: nextKey++,
    code: row.code,
    color: row.color,
    size: row.size,
    quantity: row.quantity,
    ...(row.error ? { problem: { kind: 'line' as const, error: row.error } } : {}),
  }));
  return [...lines.filter((line) => !isBlank(line)), ...added];
}

/**
 * What to send: every line that is neither blank nor wrong as typed (the first
 * QUICK_ORDER_MAX_LINES of them), numbered by its place in the editor (`request` undefined when none is left); and the editor's lines, those wrong as typed
 * marked, to stay for correcting.
 */
export function linesToSend(lines: readonly EditorLine[]): { request?: QuickOrderRequest; lines: EditorLine[] } {
  const marked = lines.map((line): EditorLine => {
    const error = isBlank(line) ? undefined : lineError(line);
    const { problem: _previous, ...rest } = line;
    return error ? { ...rest, problem: { kind: 'line', error } } : rest;
  });
  // At most one request's worth: the lines after it stay for the next "Add all".
  const send = marked.flatMap((line, index) => (isBlank(line) || line.problem ? [] : [{ line, row: index + 1 }])).slice(0, QUICK_ORDER_MAX_LINES);
  if (send.length === 0) return { lines: marked };
  return {
    lines: marked,
    request: { lines: send.map(({ line, row }) => ({ row, code: line.code.trim(), color: line.color.trim(), size: line.size.trim(), quantity: Number(line.quantity.trim()) })) },
  };
}

/** After the shop's answer: the added lines leave the editor; the refused ones stay with the reason. */
export function afterAnswer(lines: readonly EditorLine[], results: readonly QuickOrderLineResult[]): EditorLine[] {
  const byRow = new Map(results.map((result) => [result.row, result]));
  const kept = lines.flatMap((line, index) => {
    const result = byRow.get(index + 1);
    if (!result) return isBlank(line) ? [] : [line];
    return result.status === 'added' ? [] : [{ ...line, problem: { kind: 'shop' as const, result } }];
  });
  return kept.length > 0 ? kept : [blankLine()];
}
