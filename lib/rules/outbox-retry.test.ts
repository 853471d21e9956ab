import { isOutboxDue, nextAttemptAfterFailure, OUTBOX_RETRY, retryDelayMs, type OutboxRowState } from './outbox-retry';

const MINUTE = 60_000;
const now = new Date('2026-11-29T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const row = (over: Partial<OutboxRowState> = {}): OutboxRowState => ({ sentAt: null, attempts: 0, nextAttemptAt: null, createdAt: at(-5), ...over });

describe('the outbox retry backoff', () => {
  it('waits 1, 2, 4 … minutes after each failed send, capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 40].map((n) => retryDelayMs(n) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('schedules the next try from now and gives up after the last allowed attempt', () => {
    expect(nextAttemptAfterFailure(1, now)).toEqual(at(1));
    expect(nextAttemptAfterFailure(3, now)).toEqual(at(4));
    expect(nextAttemptAfterFailure(OUTBOX_RETRY.maxAttempts - 1, now)).not.toBeNull();
    expect(nextAttemptAfterFailure(OUTBOX_RETRY.maxAttempts, now)).toBeNull();
  });
});

describe('which outbox rows are due', () => {
  it('takes an unsent row nobody holds (written by a business transaction)', () => {
    expect(isOutboxDue(row(), now)).toBe(true);
  });

  it('leaves a sent row, a row held by the mailer or a claim, and a given-up row', () => {
    expect(isOutboxDue(row({ sentAt: at(-1) }), now)).toBe(false);
    expect(isOutboxDue(row({ nextAttemptAt: at(1) }), now)).toBe(false);
    expect(isOutboxDue(row({ attempts: OUTBOX_RETRY.maxAttempts, nextAttemptAt: null }), now)).toBe(false);
  });

  it('takes a failed row once its retry time has come', () => {
    expect(isOutboxDue(row({ attempts: 2, nextAttemptAt: at(0) }), now)).toBe(true);
    expect(isOutboxDue(row({ attempts: 2, nextAttemptAt: at(-3) }), now)).toBe(true);
  });

  it('does not send mail older than a day (kept while no SMTP was configured)', () => {
    expect(isOutboxDue(row({ createdAt: at(-24 * 60 - 1) }), now)).toBe(false);
    expect(isOutboxDue(row({ createdAt: at(-24 * 60 + 1) }), now)).toBe(true);
  });
});
