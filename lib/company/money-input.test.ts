import { euroInputOf, parseEuroInput } from './money-input';

describe('parseEuroInput', () => {
  it('reads an empty field as no amount', () => {
    expect(parseEuroInput('')).toEqual({ ok: true, cents: null });
    expect(parseEuroInput('  ')).toEqual({ ok: true, cents: null });
  });

  it('reads whole euros and cents written either way', () => {
    expect(parseEuroInput('1000')).toEqual({ ok: true, cents: 100_000 });
    expect(parseEuroInput('1000,5')).toEqual({ ok: true, cents: 100_050 });
    expect(parseEuroInput('1000.05')).toEqual({ ok: true, cents: 100_005 });
    expect(parseEuroInput('1.000,50')).toEqual({ ok: true, cents: 100_050 });
    expect(parseEuroInput('1,000.50')).toEqual({ ok: true, cents: 100_050 });
    expect(parseEuroInput('€ 1 000')).toEqual({ ok: true, cents: 100_000 });
    expect(parseEuroInput('1.000')).toEqual({ ok: true, cents: 100_000 });
    expect(parseEuroInput('12.345.678')).toEqual({ ok: true, cents: 1_234_567_800 });
    expect(parseEuroInput('0')).toEqual({ ok: true, cents: 0 });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '-5', '10.5.5', '1,0000', '10.', '1e3', '12,3456', '1000000001']) expect(parseEuroInput(text)).toEqual({ ok: false });
  });
});

describe('euroInputOf', () => {
  it('writes cents back so that they parse to the same amount', () => {
    expect(euroInputOf(null)).toBe('');
    expect(euroInputOf(100_000)).toBe('1000');
    expect(euroInputOf(100_050)).toBe('1000.50');
    expect(euroInputOf(5)).toBe('0.05');
    for (const cents of [0, 1, 99, 100, 123_456]) expect(parseEuroInput(euroInputOf(cents))).toEqual({ ok: true, cents });
  });
});
