import { isPlausibleBirthDate, latestBirthDate } from './birth-date';

describe('isPlausibleBirthDate', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('accepts adults and the exact 16th birthday', () => {
    expect(isPlausibleBirthDate('1980-05-17', now)).toBe(true);
    expect(isPlausibleBirthDate('2010-11-22', now)).toBe(true);
  });
  it('refuses the young, the future and the implausibly old', () => {
    expect(isPlausibleBirthDate('2010-11-23', now)).toBe(false);
    expect(isPlausibleBirthDate('2030-01-01', now)).toBe(false);
    expect(isPlausibleBirthDate('1899-12-31', now)).toBe(false);
  });
  it('refuses malformed values', () => expect(isPlausibleBirthDate('17/05/1980', now)).toBe(false));
  it('gives the latest date as the 16th birthday (the form\'s max)', () => {
    expect(latestBirthDate(now)).toBe('2010-11-22');
    expect(latestBirthDate(new Date('2028-02-29T23:59:00Z'))).toBe('2012-02-29');
  });
});
