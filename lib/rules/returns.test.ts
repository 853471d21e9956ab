import { OrderStatusCode } from '@/lib/contract/enums';
import { checkReturnLines, remainingUnits, RETURN_WINDOW_DAYS, RETURNABLE_STATUSES, returnability, returnDeadline, returnState } from './returns';

const placed = new Date('2026-10-01T09:30:00Z');
const deadline = new Date('2026-10-31T09:30:00Z');
const open = [{ quantity: 2, requested: 0 }];

describe('returnability', () => {
  it('allows Completed, PartiallyDelivered, PartiallyReturned and Invoiced orders only', () => {
    expect([...RETURNABLE_STATUSES].sort((a, b) => a - b)).toEqual([3, 4, 8, 10]);
    for (const status of Object.values(OrderStatusCode)) {
      const answer = returnability({ status, createdAt: placed, lines: open }, placed);
      expect(answer.returnable).toBe(RETURNABLE_STATUSES.has(status));
    }
  });

  it('refuses by status first, without a deadline', () => {
    const late = new Date('2027-01-01T00:00:00Z');
    expect(returnability({ status: OrderStatusCode.Pending, createdAt: placed, lines: [{ quantity: 1, requested: 1 }] }, late)).toEqual({ returnable: false, reason: 'status', deadline: null });
  });

  it(`is open for ${RETURN_WINDOW_DAYS} days from the order date, to the millisecond`, () => {
    expect(returnDeadline(placed)).toEqual(deadline);
    expect(returnability({ status: 3, createdAt: placed, lines: open }, deadline)).toEqual({ returnable: true, deadline });
    expect(returnability({ status: 3, createdAt: placed, lines: open }, new Date(deadline.getTime() + 1))).toEqual({ returnable: false, reason: 'window_passed', deadline });
  });

  it('checks the window before the remaining units', () => {
    const after = new Date('2026-11-01T00:00:00Z');
    expect(returnability({ status: 10, createdAt: placed, lines: [{ quantity: 1, requested: 1 }] }, after)).toMatchObject({ reason: 'window_passed' });
  });

  it('refuses once every unit has been asked back', () => {
    const lines = [{ quantity: 2, requested: 2 }, { quantity: 1, requested: 1 }];
    expect(returnability({ status: 8, createdAt: placed, lines }, placed)).toEqual({ returnable: false, reason: 'all_requested', deadline });
    expect(returnability({ status: 8, createdAt: placed, lines: [...lines, { quantity: 3, requested: 2 }] }, placed).returnable).toBe(true);
  });
});

describe('returnState and remainingUnits', () => {
  it('is none, partial or full by units asked back against units ordered', () => {
    expect(returnState([{ quantity: 2, requested: 0 }, { quantity: 1, requested: 0 }])).toBe('none');
    expect(returnState([{ quantity: 2, requested: 1 }, { quantity: 1, requested: 0 }])).toBe('partial');
    expect(returnState([{ quantity: 2, requested: 2 }, { quantity: 1, requested: 0 }])).toBe('partial');
    expect(returnState([{ quantity: 2, requested: 2 }, { quantity: 1, requested: 1 }])).toBe('full');
    expect(returnState([])).toBe('none');
  });
  it('never counts more than ordered', () => {
    expect(remainingUnits({ quantity: 2, requested: 3 })).toBe(0);
    expect(remainingUnits({ quantity: 5, requested: 2 })).toBe(3);
  });
});

describe('checkReturnLines', () => {
  const remaining = new Map([
    [0, 2],
    [1, 0],
    [2, 5],
  ]);

  it('accepts known lines within what remains', () => {
    expect(checkReturnLines([{ line: 0, quantity: 2 }, { line: 2, quantity: 1 }], remaining)).toEqual({ ok: true });
  });

  it('keys unknown and repeated lines by their index in the request', () => {
    expect(checkReturnLines([{ line: 0, quantity: 1 }, { line: 7, quantity: 1 }, { line: 0, quantity: 1 }], remaining)).toEqual({
      ok: false,
      fields: { 'lines.1.line': 'return_line_unknown', 'lines.2.line': 'return_line_duplicate' },
      params: {},
    });
  });

  it('refuses more units than remain, saying the most that may be asked', () => {
    expect(checkReturnLines([{ line: 0, quantity: 3 }, { line: 1, quantity: 1 }, { line: 2, quantity: 5 }], remaining)).toEqual({
      ok: false,
      fields: { 'lines.0.quantity': 'return_quantity_exceeds', 'lines.1.quantity': 'return_quantity_exceeds' },
      params: { 'lines.0.quantity': { max: 2 }, 'lines.1.quantity': { max: 0 } },
    });
  });
});
