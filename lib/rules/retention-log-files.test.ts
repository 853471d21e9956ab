import { logFileDay, logFileName, logFilesToDelete } from './retention-log-files';

const now = new Date('2026-11-22T10:00:00Z');

describe('logFileName and logFileDay', () => {
  it('names a UTC day, and reads the day back from the name', () => {
    expect(logFileName(new Date('2026-11-21T23:59:59.999Z'))).toBe('storefront-2026-11-21.log');
    expect(logFileName(new Date('2026-11-22T00:00:00Z'))).toBe('storefront-2026-11-22.log');
    expect(logFileDay('storefront-2026-11-21.log')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('knows only the exact names start.mjs writes', () => {
    for (const name of ['storefront-2026-11-21.log.gz', 'storefront-2026-11-21.txt', 'other-2026-11-21.log', 'storefront-26-11-21.log', 'xstorefront-2026-11-21.log', 'storefront-2026-02-30.log', 'storefront-2026-13-01.log']) {
      expect(logFileDay(name)).toBeUndefined();
    }
  });
});

describe('logFilesToDelete', () => {
  it('deletes a day once its last hour is past the period, and keeps the day that is still partly inside it', () => {
    // 30 days before now is 2026-10-23T10:00Z: the 22nd ended before it, the 23rd did not.
    const names = ['storefront-2026-10-21.log', 'storefront-2026-10-22.log', 'storefront-2026-10-23.log', 'storefront-2026-11-22.log'];
    expect(logFilesToDelete(names, now, 30)).toEqual(['storefront-2026-10-21.log', 'storefront-2026-10-22.log']);
  });

  it('deletes a day exactly when its end reaches the cutoff', () => {
    expect(logFilesToDelete(['storefront-2026-10-22.log'], new Date('2026-11-22T00:00:00Z'), 30)).toEqual(['storefront-2026-10-22.log']);
    expect(logFilesToDelete(['storefront-2026-10-22.log'], new Date('2026-11-21T23:59:59Z'), 30)).toEqual([]);
  });

  it('never picks a name of another form, however old', () => {
    expect(logFilesToDelete(['storefront-1999-01-01.log.gz', 'notes.txt', 'storefront-1999-02-30.log', 'storefront-1999-01-01.log'], now, 30)).toEqual(['storefront-1999-01-01.log']);
  });
});
