import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSENT_MAX_AGE_SECONDS } from '@/lib/consent/consent-cookie';
import { OUTBOX_RETRY } from '@/lib/rules/outbox-retry';
import { DAY_MS } from '@/lib/rules/retention-cutoff';
import { revocationKeepMs } from '@/lib/backend/services/revoked-families';
import { RETENTION_DAYS, RETENTION_KINDS } from './retention';
import { EnvError, parseServerEnv } from './server-env';

/** The retention periods (decision 0097): sound against what the code needs, and the README's table says the same. */
describe('RETENTION_DAYS', () => {
  it('is a whole number of days, at least one, for every kind', () => {
    for (const kind of RETENTION_KINDS) expect([kind, Number.isInteger(RETENTION_DAYS[kind]) && RETENTION_DAYS[kind] >= 1]).toEqual([kind, true]);
  });

  it('outlives what the code still reads', () => {
    // The revocation check reads a revoked family while an access token of it may live (at most a day, AUTH_ACCESS_TOKEN_MINUTES ≤ 1440).
    expect(RETENTION_DAYS.refreshTokens * DAY_MS).toBeGreaterThan(revocationKeepMs(24 * 60));
    // The outbox sender retries unsent mail for a day; a row it may still send is never deleted.
    expect(RETENTION_DAYS.unsentMail * DAY_MS).toBeGreaterThan(OUTBOX_RETRY.maxAgeMs);
    // A consent choice stands for 180 days: its record outlives it.
    expect(RETENTION_DAYS.consentRecords * DAY_MS).toBeGreaterThan(CONSENT_MAX_AGE_SECONDS * 1000);
  });

  it('keeps the audit rows longest', () => {
    const longest = Math.max(...Object.values(RETENTION_DAYS));
    for (const kind of ['staffAudit', 'impersonations', 'privacyRequests'] as const) expect(RETENTION_DAYS[kind]).toBe(longest);
  });
});

describe("README's Retention table", () => {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Retention\n')) ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

  it('lists every period of lib/config/retention.ts with its value', () => {
    const listed = Object.fromEntries(
      rows.flatMap(([what = '', keptFor = '']) => {
        const key = /\(`(\w+)`\)/.exec(what)?.[1];
        const days = /^(\d+) days?\b/.exec(keptFor)?.[1];
        return key ? [[key, days === undefined ? keptFor : Number(days)]] : [];
      }),
    );
    expect(listed).toEqual(RETENTION_DAYS);
  });
});

describe('LOG_DIR', () => {
  it('is optional, and a folder path when set', () => {
    expect(parseServerEnv({}).LOG_DIR).toBeUndefined();
    expect(parseServerEnv({ LOG_DIR: '/var/log/storefront' }).LOG_DIR).toBe('/var/log/storefront');
    expect(() => parseServerEnv({ LOG_DIR: 'logs\nx' })).toThrow(EnvError);
  });
});
