import type { PlatformTimers } from '@/lib/ui/browser-timers';
import { coalescedTimeouts } from './coalesced-timeouts';

/** A fake platform: a clock moved by hand, and its timers, counted. */
function fakePlatform() {
  let now = 1_000;
  let nextHandle = 1;
  const armed = new Map<number, { at: number; run: () => void }>();
  const counts = { setTimeout: 0, clearTimeout: 0 };
  const native: PlatformTimers = {
    now: () => now,
    setTimeout: (run, ms) => (counts.setTimeout++, armed.set(nextHandle, { at: now + ms, run }), nextHandle++),
    clearTimeout: (handle) => void (counts.clearTimeout++, armed.delete(handle as number)),
    setInterval: () => 99,
    clearInterval: () => undefined,
  };
  /** Moves the clock to `to`, firing the platform timers due on the way, in order. */
  const advance = (to: number) => {
    for (;;) {
      const next = [...armed].filter(([, t]) => t.at <= to).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!next) break;
      armed.delete(next[0]);
      now = Math.max(now, next[1].at);
      next[1].run();
    }
    now = to;
  };
  return { native, counts, armed, advance, now: () => now };
}

describe('coalescedTimeouts', () => {
  it('arms one platform timer for many timeouts, and runs each at its time', () => {
    const platform = fakePlatform();
    const timers = coalescedTimeouts(platform.native);
    const ran: string[] = [];
    // As a page's query observers: stale timers of 100 s set one after the other, a gc timer of 5 min.
    for (let i = 0; i < 30; i++) timers.setTimeout(() => ran.push(`stale${i}`), 100_000);
    timers.setTimeout(() => ran.push('gc'), 300_000);
    expect(platform.counts).toEqual({ setTimeout: 1, clearTimeout: 0 });
    platform.advance(1_000 + 99_999);
    expect(ran).toEqual([]);
    platform.advance(1_000 + 100_000);
    expect(ran).toHaveLength(30);
    expect(ran[0]).toBe('stale0');
    expect(ran[29]).toBe('stale29');
    platform.advance(1_000 + 300_000);
    expect(ran.at(-1)).toBe('gc');
    expect(platform.armed.size).toBe(0);
  });

  it('runs timeouts in the order of their deadlines, then of their creation', () => {
    const platform = fakePlatform();
    const timers = coalescedTimeouts(platform.native);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('late'), 50);
    timers.setTimeout(() => ran.push('early'), 10);
    timers.setTimeout(() => ran.push('early too'), 10);
    timers.setTimeout(() => ran.push('now'), -5);
    platform.advance(1_100);
    expect(ran).toEqual(['now', 'early', 'early too', 'late']);
  });

  it('re-arms the platform timer for an earlier timeout; a cleared one never runs', () => {
    const platform = fakePlatform();
    const timers = coalescedTimeouts(platform.native);
    const ran: string[] = [];
    const slow = timers.setTimeout(() => ran.push('slow'), 1_000);
    timers.setTimeout(() => ran.push('fast'), 100);
    expect(platform.counts).toEqual({ setTimeout: 2, clearTimeout: 1 });
    timers.clearTimeout(slow);
    timers.clearTimeout(undefined);
    platform.advance(5_000);
    expect(ran).toEqual(['fast']);
    // Clearing did not touch the platform: the timer that found nothing due armed nothing more.
    expect(platform.counts.clearTimeout).toBe(1);
    expect(platform.armed.size).toBe(0);
  });

  it('runs a timeout set by a callback, and one callback\'s error does not stop the others', async () => {
    const platform = fakePlatform();
    const timers = coalescedTimeouts(platform.native);
    const ran: string[] = [];
    const errors: unknown[] = [];
    const queue = jest.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        errors.push(error);
      }
    });
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('chained'), 10);
      throw new Error('boom');
    }, 10);
    timers.setTimeout(() => ran.push('second'), 10);
    platform.advance(1_010);
    expect(ran).toEqual(['first', 'second']);
    expect(errors).toEqual([new Error('boom')]);
    platform.advance(1_020);
    expect(ran).toEqual(['first', 'second', 'chained']);
    queue.mockRestore();
  });

  it('arms a deadline beyond the platform\'s longest delay again when that delay ends', () => {
    const platform = fakePlatform();
    const timers = coalescedTimeouts(platform.native);
    const ran: string[] = [];
    const far = 2 ** 31 + 1_000;
    timers.setTimeout(() => ran.push('far'), far);
    expect([...platform.armed.values()].map((t) => t.at - 1_000)).toEqual([2 ** 31 - 1]);
    platform.advance(1_000 + 2 ** 31 - 1);
    expect(ran).toEqual([]);
    expect(platform.armed.size).toBe(1);
    platform.advance(1_000 + far);
    expect(ran).toEqual(['far']);
  });

  it('leaves intervals to the platform', () => {
    const platform = fakePlatform();
    expect(coalescedTimeouts(platform.native).setInterval(() => undefined, 10)).toBe(99);
  });
});
