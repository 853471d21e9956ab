import { lineError, normalizeKey, parseOrderLines, QUICK_ORDER_MAX_LINES } from './parse-lines';

const rowsOf = (text: string) => {
  const result = parseOrderLines(text);
  if (!result.ok) throw new Error(`not parsed: ${result.error}`);
  return result.rows;
};

describe('parseOrderLines', () => {
  it('reads a CSV with the header code,color,size,quantity', () => {
    expect(rowsOf('code,color,size,quantity\nP000001,red,M,2\nP000002,blue,,1\n')).toEqual([
      { row: 1, code: 'P000001', color: 'red', size: 'M', quantity: '2' },
      { row: 2, code: 'P000002', color: 'blue', size: '', quantity: '1' },
    ]);
  });

  it('takes a Greek header in any order, semicolons, a byte-order mark and Windows line ends', () => {
    expect(rowsOf('\uFEFFΠοσότητα;Κωδικός;Χρώμα;Μέγεθος\r\n3;P000001;κόκκινο;L\r\n')).toEqual([{ row: 1, code: 'P000001', color: 'κόκκινο', size: 'L', quantity: '3' }]);
  });

  it('reads a spreadsheet copy (tabs) without a header, by the widest row', () => {
    expect(rowsOf('P000001\tred\tM\t2\nP000003\t\t\t5')).toEqual([
      { row: 1, code: 'P000001', color: 'red', size: 'M', quantity: '2' },
      { row: 2, code: 'P000003', color: '', size: '', quantity: '5' },
    ]);
  });

  it('reads two cells as code and quantity, one as a code of one unit; quoted cells and blank rows', () => {
    expect(rowsOf('"P000001","4"\n\n  \nP000002,1')).toEqual([
      { row: 1, code: 'P000001', color: '', size: '', quantity: '4' },
      { row: 2, code: 'P000002', color: '', size: '', quantity: '1' },
    ]);
    expect(rowsOf('P000009\nP000010')).toEqual([
      { row: 1, code: 'P000009', color: '', size: '', quantity: '1' },
      { row: 2, code: 'P000010', color: '', size: '', quantity: '1' },
    ]);
  });

  it('marks each line that cannot be an order line, keeping what was typed', () => {
    expect(rowsOf('code,color,size,quantity\n,red,M,2\nP1,red,M,0\nP1,red,M,two\nP1,red,M,100\nP1,red,M,1.5')).toEqual([
      { row: 1, code: '', color: 'red', size: 'M', quantity: '2', error: 'code_missing' },
      { row: 2, code: 'P1', color: 'red', size: 'M', quantity: '0', error: 'quantity_invalid' },
      { row: 3, code: 'P1', color: 'red', size: 'M', quantity: 'two', error: 'quantity_invalid' },
      { row: 4, code: 'P1', color: 'red', size: 'M', quantity: '100', error: 'quantity_invalid' },
      { row: 5, code: 'P1', color: 'red', size: 'M', quantity: '1.5', error: 'quantity_invalid' },
    ]);
    expect(rowsOf('P1,red,M,2,extra\nP2,red,M,1')[0]).toMatchObject({ row: 1, error: 'cells_too_many' });
    expect(rowsOf(`${'x'.repeat(61)},1`)[0]).toMatchObject({ error: 'cell_too_long' });
  });

  it('refuses a file that is not text, is empty, has unknown columns or too many lines', () => {
    expect(parseOrderLines('P1,1\u0000\u0001binary')).toEqual({ ok: false, error: 'not_text' });
    expect(parseOrderLines('PK\u0003\u0004')).toEqual({ ok: false, error: 'not_text' });
    expect(parseOrderLines('\uFEFF \n\n')).toEqual({ ok: false, error: 'empty' });
    expect(parseOrderLines('code,colour,weight,quantity\nP1,red,3kg,1')).toEqual({ ok: false, error: 'columns_unknown', columns: ['weight'] });
    expect(parseOrderLines('code,quantity\n')).toEqual({ ok: false, error: 'empty' });
    const many = Array.from({ length: 10_000 }, (_, i) => `P${i},1`).join('\n');
    expect(parseOrderLines(many)).toEqual({ ok: false, error: 'too_many_lines', lines: 10_000 });
  });

  it(`takes ${QUICK_ORDER_MAX_LINES} lines, with or without a header`, () => {
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `P${i},1`);
    expect(rowsOf(lines.join('\n'))).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(rowsOf(['code,quantity', ...lines].join('\n'))).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parseOrderLines([...lines, 'P,1'].join('\n'))).toMatchObject({ ok: false, error: 'too_many_lines' });
  });
});

describe('lineError', () => {
  it('accepts a code and a whole quantity from 1 to 99', () => {
    expect(lineError({ code: 'P1', color: '', size: '', quantity: '99' })).toBeUndefined();
    expect(lineError({ code: ' ', color: '', size: '', quantity: '1' })).toBe('code_missing');
    expect(lineError({ code: 'P1', color: '', size: '', quantity: '' })).toBe('quantity_invalid');
  });
});

describe('normalizeKey', () => {
  it('compares without case, accents or extra spaces', () => {
    expect(normalizeKey('  Κόκκινο ')).toBe(normalizeKey('ΚΟΚΚΙΝΟ'));
    expect(normalizeKey('Product   Code')).toBe('product code');
  });
});
