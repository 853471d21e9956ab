import type { ReturnableLine } from '@/lib/contract/returns';
import { buildReturnRequest, initialReturnValues, toFormFailure, type ReturnFormValues } from './return-selection';

const line = (n: number, returnable: number): ReturnableLine => ({
  line: n,
  code: `P${n}`,
  name: `Product ${n}`,
  color: 'red',
  size: null,
  picture: '',
  quantity: 3,
  requested: 3 - returnable,
  returnable,
  unitTotal: 1000,
});
const order = { uid: 'u1', lines: [line(0, 3), line(1, 0), line(2, 2)] };
const values = (over: Partial<ReturnFormValues>): ReturnFormValues => ({ ...initialReturnValues(order.lines), reason: 'defective', ...over });

describe('initialReturnValues', () => {
  it('chooses nothing and proposes all that is still returnable per line', () => {
    expect(initialReturnValues(order.lines)).toEqual({
      lines: [
        { selected: false, quantity: '3' },
        { selected: false, quantity: '1' },
        { selected: false, quantity: '2' },
      ],
      reason: '',
      comment: '',
    });
  });
});

describe('buildReturnRequest', () => {
  it('builds the request from the chosen lines, naming them by their order line, with the form index of each', () => {
    const result = buildReturnRequest(
      order,
      values({
        lines: [
          { selected: false, quantity: '3' },
          undefined,
          { selected: true, quantity: ' 2 ' },
        ],
        comment: '  torn seam ',
      }),
    );
    expect(result).toEqual({ ok: true, request: { orderUid: 'u1', lines: [{ line: 2, quantity: 2 }], reason: 'defective', comment: 'torn seam' }, formLines: [2] });
  });
  it('leaves an empty comment out', () => {
    const result = buildReturnRequest(order, values({ lines: [{ selected: true, quantity: '1' }], comment: '   ' }));
    expect(result.ok && result.request).toEqual({ orderUid: 'u1', lines: [{ line: 0, quantity: 1 }], reason: 'defective' });
  });
  it('asks for at least one line', () => {
    expect(buildReturnRequest(order, values({}))).toEqual({ ok: false, errors: { lines: { key: 'return_select_line' } } });
  });
  it('ignores a line with nothing left to return even if marked', () => {
    const result = buildReturnRequest(order, values({ lines: [undefined, { selected: true, quantity: '1' }] }));
    expect(result).toEqual({ ok: false, errors: { lines: { key: 'return_select_line' } } });
  });
  it('checks each chosen quantity against 1..returnable, by the form line', () => {
    const check = (quantity: string) => {
      const result = buildReturnRequest(order, values({ lines: [{ selected: true, quantity }] }));
      return result.ok ? undefined : result.errors['lines.0.quantity'];
    };
    expect(check('4')).toEqual({ key: 'max_number', params: { max: 3 } });
    expect(check('0')).toEqual({ key: 'min_number', params: { min: 1 } });
    expect(check('1.5')).toEqual({ key: 'integer' });
    expect(check('-1')).toEqual({ key: 'integer' });
    expect(check('')).toEqual({ key: 'required' });
    expect(check('3')).toBeUndefined();
  });
  it('does not add "choose a line" when a chosen line has a bad quantity', () => {
    const result = buildReturnRequest(order, values({ lines: [{ selected: true, quantity: '9' }] }));
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(['lines.0.quantity']);
  });
  it('asks for a reason and bounds the comment', () => {
    const result = buildReturnRequest(order, values({ lines: [{ selected: true, quantity: '1' }], reason: '', comment: 'x'.repeat(1001) }));
    expect(result).toEqual({ ok: false, errors: { reason: { key: 'required' }, comment: { key: 'max_characters', params: { max: 1000 } } } });
    expect(buildReturnRequest(order, values({ lines: [{ selected: true, quantity: '1' }], comment: 'x'.repeat(1000) })).ok).toBe(true);
  });
});

describe('toFormFailure', () => {
  it("puts the server's line errors on the form line they came from", () => {
    const failure = {
      key: 'validation_failed',
      fields: { 'lines.0.quantity': 'return_quantity_exceeds', 'lines.1.line': 'return_line_unknown', reason: 'required' },
      params: { 'lines.0.quantity': { max: 1 } },
    };
    expect(toFormFailure(failure, [2, 5])).toEqual({
      key: 'validation_failed',
      fields: { 'lines.2.quantity': 'return_quantity_exceeds', 'lines.5.selected': 'return_line_unknown', reason: 'required' },
      params: { 'lines.2.quantity': { max: 1 } },
    });
  });
  it('keeps names it cannot place, and failures without fields as they are', () => {
    expect(toFormFailure({ key: 'x', fields: { 'lines.7.quantity': 'k', lines: 'too_small' } }, [0])).toEqual({ key: 'x', fields: { 'lines.7.quantity': 'k', lines: 'too_small' } });
    expect(toFormFailure({ key: 'order_not_returnable', params: { order: { reason: 'status' } } }, [0])).toEqual({ key: 'order_not_returnable', params: { order: { reason: 'status' } } });
  });
});
