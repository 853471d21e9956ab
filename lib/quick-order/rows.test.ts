import { afterAnswer, blankLine, linesToSend, withReadLines, type EditorLine } from './rows';

const line = (code: string, quantity = '1', color = '', size = ''): EditorLine => ({ ...blankLine(), code, color, size, quantity });

describe('the quick-order editor', () => {
  it('puts read lines in place of blank ones, with what is wrong as typed', () => {
    const lines = withReadLines([blankLine(), line('P1')], [
      { row: 1, code: 'P2', color: 'red', size: 'M', quantity: '2' },
      { row: 2, code: '', color: '', size: '', quantity: '1', error: 'code_missing' },
    ]);
    expect(lines.map(({ code, quantity, problem }) => ({ code, quantity, problem }))).toEqual([
      { code: 'P1', quantity: '1', problem: undefined },
      { code: 'P2', quantity: '2', problem: undefined },
      { code: '', quantity: '1', problem: { kind: 'line', error: 'code_missing' } },
    ]);
  });

  it('sends the lines that are neither blank nor wrong, numbered by their place, and marks the wrong ones', () => {
    const { request, lines } = linesToSend([line(' P1 ', '2', ' red ', 'm'), blankLine(), line('P2', 'x'), line('P3', '3')]);
    expect(request).toEqual({
      lines: [
        { row: 1, code: 'P1', color: 'red', size: 'm', quantity: 2 },
        { row: 4, code: 'P3', color: '', size: '', quantity: 3 },
      ],
    });
    expect(lines.map((l) => l.problem)).toEqual([undefined, undefined, { kind: 'line', error: 'quantity_invalid' }, undefined]);
    expect(linesToSend([blankLine(), line('P2', '0')]).request).toBeUndefined();
    // One request carries at most 500 lines; the rest wait for the next one.
    const many = Array.from({ length: 501 }, (_, i) => line(`P${i}`));
    expect(linesToSend(many).request?.lines.map((l) => l.row)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });

  it('keeps the refused and the unsent lines after the answer, with the reason; the added ones go', () => {
    const sent = [line('P1'), line('NOPE'), line('P3', 'x'), blankLine()];
    const kept = afterAnswer(linesToSend(sent).lines, [
      { row: 1, status: 'added' },
      { row: 2, status: 'not_found' },
    ]);
    expect(kept.map(({ code, problem }) => ({ code, problem }))).toEqual([
      { code: 'NOPE', problem: { kind: 'shop', result: { row: 2, status: 'not_found' } } },
      { code: 'P3', problem: { kind: 'line', error: 'quantity_invalid' } },
    ]);
    expect(afterAnswer([line('P1')], [{ row: 1, status: 'added' }]).map((l) => l.code)).toEqual(['']);
    expect(afterAnswer([line('P1'), line('P2')], [{ row: 1, status: 'added' }]).map((l) => [l.code, l.problem])).toEqual([['P2', undefined]]);
  });
});
