import { randomInt } from 'node:crypto';
import { checkPickupCode, formatPickupCode, normalisePickupCode, PICKUP_CODE_SPACE, pickupCodeFrom } from './pickup-code';

describe('pickup codes', () => {
  it('are six digits, zero-padded, from a random number below a million', () => {
    expect(PICKUP_CODE_SPACE).toBe(1_000_000);
    expect(pickupCodeFrom(0)).toBe('000000');
    expect(pickupCodeFrom(42)).toBe('000042');
    expect(pickupCodeFrom(999_999)).toBe('999999');
    for (const bad of [-1, 1_000_000, 1.5, Number.NaN]) expect(() => pickupCodeFrom(bad)).toThrow(RangeError);
    for (let i = 0; i < 200; i += 1) expect(pickupCodeFrom(randomInt(0, PICKUP_CODE_SPACE))).toMatch(/^\d{6}$/);
  });

  it('are shown in two groups of three', () => {
    expect(formatPickupCode('482913')).toBe('482 913');
    expect(formatPickupCode('000042')).toBe('000 042');
  });

  it('are read as typed: spaces (also no-break and thin), dashes, dots, full-width digits', () => {
    expect(normalisePickupCode(' 482 913 ')).toBe('482913');
    expect(normalisePickupCode('482-913')).toBe('482913');
    expect(normalisePickupCode('482\u2013913')).toBe('482913');
    expect(normalisePickupCode('482\u00a0913')).toBe('482913');
    expect(normalisePickupCode('482\u202f913')).toBe('482913');
    expect(normalisePickupCode('48.29.13')).toBe('482913');
    expect(normalisePickupCode('４８２９１３')).toBe('482913');
    expect(formatPickupCode(normalisePickupCode(formatPickupCode('482913'))!)).toBe('482 913');
  });

  it('are not letters, nor shorter or longer than six digits', () => {
    for (const bad of ['', '48291', '4829134', 'ABC123', '482 91O', '48291l', '+482913', '482913\u0000']) expect(normalisePickupCode(bad)).toBeUndefined();
  });
});

describe('checking a typed code', () => {
  it('hands over only with the order’s own code, however it was typed', () => {
    expect(checkPickupCode('482913', '482 913')).toEqual({ ok: true });
    expect(checkPickupCode('482913', '482-913')).toEqual({ ok: true });
    expect(checkPickupCode('000042', '000042')).toEqual({ ok: true });
  });

  it('names what is wrong: not a code, or not this order’s', () => {
    expect(checkPickupCode('482913', '482 914')).toEqual({ ok: false, problem: 'pickup_code_wrong' });
    expect(checkPickupCode('482913', '913482')).toEqual({ ok: false, problem: 'pickup_code_wrong' });
    expect(checkPickupCode('482913', '4829')).toEqual({ ok: false, problem: 'pickup_code_format' });
    expect(checkPickupCode('482913', 'abcdef')).toEqual({ ok: false, problem: 'pickup_code_format' });
    // An order without a code (ready for pickup before codes were given) is never handed over with one.
    expect(checkPickupCode(null, '482913')).toEqual({ ok: false, problem: 'pickup_code_wrong' });
  });
});
