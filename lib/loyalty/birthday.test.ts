import { athensDate, birthdaysOn } from './birthday';

describe('athensDate', () => {
  it('is the day in Greece, not in UTC', () => {
    // 22:30 UTC on 31 December is already 1 January in Athens (UTC+2 in winter).
    expect(athensDate(new Date('2026-12-31T22:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    // 21:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+3).
    expect(athensDate(new Date('2026-06-30T21:30:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
    expect(athensDate(new Date('2026-06-30T20:30:00Z'))).toEqual({ year: 2026, month: 6, day: 30 });
  });
});

describe('birthdaysOn', () => {
  it('is the day itself', () => {
    expect(birthdaysOn({ year: 2026, month: 11, day: 7 })).toEqual(['11-07']);
  });
  it('takes 29 February on 28 February of a year without one, and only then', () => {
    expect(birthdaysOn({ year: 2027, month: 2, day: 28 })).toEqual(['02-28', '02-29']);
    expect(birthdaysOn({ year: 2028, month: 2, day: 28 })).toEqual(['02-28']);
    expect(birthdaysOn({ year: 2028, month: 2, day: 29 })).toEqual(['02-29']);
    expect(birthdaysOn({ year: 2100, month: 2, day: 28 })).toEqual(['02-28', '02-29']);
  });
});
