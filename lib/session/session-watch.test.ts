import { createSessionWatch, type WatchEnv } from './session-watch';
import { SIGNED_OUT_SESSION, type Session } from './store';

const EVENT = 'usr_fe:auth-change';
const NOW = Date.parse('2026-11-28T10:00:00Z');
const signedIn = (ld: number, rd: number): Session => ({ ...SIGNED_OUT_SESSION, id: 7, ld, rd, isAuthenticated: true });

/** A page with fake timers and other-tab events, counting what the watch installs. */
function fakePage(session: Session) {
  const target = new EventTarget();
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  let tabListeners = 0;
  let otherTab: (() => void) | undefined;
  const counts = { setTimeout: 0, clearTimeout: 0, tabWatches: 0 };
  const state = { session };
  const page = {
    state,
    env: {
      target,
      authChangeEvent: EVENT,
      watchOtherTabs: (onChange: () => void) => {
        counts.tabWatches++;
        tabListeners++;
        otherTab = onChange;
        return () => void (tabListeners--, (otherTab = undefined));
      },
      getSession: () => state.session,
      now: () => NOW,
      setTimeout: (run: () => void, ms: number) => (counts.setTimeout++, timers.set(nextTimer, { run, ms }), nextTimer++),
      clearTimeout: (id: unknown) => void (counts.clearTimeout++, timers.delete(id as number)),
    } satisfies WatchEnv,
    timers,
    counts,
    tabListeners: () => tabListeners,
    otherTabChanged: () => otherTab?.(),
    authChanged: () => target.dispatchEvent(new Event(EVENT)),
  };
  return page;
}

describe('createSessionWatch', () => {
  it('installs one timer and one other-tabs watch for any number of readers', () => {
    const page = fakePage(signedIn(NOW, 60));
    const watch = createSessionWatch(page.env);
    const leave = Array.from({ length: 40 }, () => watch(() => undefined));
    expect(page.counts).toEqual({ setTimeout: 1, clearTimeout: 0, tabWatches: 1 });
    expect([...page.timers.values()].map((t) => t.ms)).toEqual([60 * 60_000]);
    leave.forEach((stop) => stop());
    expect(page.timers.size).toBe(0);
    expect(page.tabListeners()).toBe(0);
  });

  it('tells every reader of an auth change, another tab\'s change and the end of the refresh window', () => {
    const page = fakePage(signedIn(NOW - 59 * 60_000, 60));
    const watch = createSessionWatch(page.env);
    const told: string[] = [];
    watch(() => told.push('a'));
    watch(() => told.push('b'));
    page.authChanged();
    expect(told).toEqual(['a', 'b']);
    page.otherTabChanged();
    expect(told).toEqual(['a', 'b', 'a', 'b']);
    // The window ends in a minute: the timer tells everyone, and a signed-out session arms nothing.
    const timer = [...page.timers.values()][0]!;
    expect(timer.ms).toBe(60_000);
    page.state.session = SIGNED_OUT_SESSION;
    timer.run();
    expect(told).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(page.timers.size).toBe(0);
  });

  it('re-arms the timer for a new login, and caps a long window at the longest delay', () => {
    const page = fakePage(SIGNED_OUT_SESSION);
    const watch = createSessionWatch(page.env);
    watch(() => undefined);
    expect(page.timers.size).toBe(0);
    page.state.session = signedIn(NOW, 60 * 24 * 60); // sixty days
    page.authChanged();
    expect([...page.timers.values()].map((t) => t.ms)).toEqual([2 ** 31 - 1]);
  });

  it('stops when the last reader leaves, and starts again for the next one', () => {
    const page = fakePage(signedIn(NOW, 60));
    const watch = createSessionWatch(page.env);
    const told: string[] = [];
    const stopA = watch(() => told.push('a'));
    const stopB = watch(() => told.push('b'));
    stopA();
    stopA(); // twice: no effect
    page.authChanged();
    expect(told).toEqual(['b']);
    stopB();
    page.authChanged();
    expect(told).toEqual(['b']);
    expect(page.tabListeners()).toBe(0);
    watch(() => told.push('c'));
    page.authChanged();
    expect(told).toEqual(['b', 'c']);
    expect(page.counts.tabWatches).toBe(2);
    expect(page.timers.size).toBe(1);
  });

  it('a reader that leaves while being told does not stop the others hearing it', () => {
    const page = fakePage(signedIn(NOW, 60));
    const watch = createSessionWatch(page.env);
    const told: string[] = [];
    const stopA = watch(() => (told.push('a'), stopA()));
    watch(() => told.push('b'));
    page.authChanged();
    page.authChanged();
    expect(told).toEqual(['a', 'b', 'b']);
  });
});
