import { MAX_TIMER_DELAY, type PlatformTimers } from '@/lib/ui/browser-timers';
import type { Session } from './store';

/** What a watcher needs of the page: the browser's by default (use-session.ts), fakes in tests. */
export type WatchEnv = Pick<PlatformTimers, 'now' | 'setTimeout' | 'clearTimeout'> & {
  /** Where auth changes are announced (the window). */
  target: EventTarget;
  authChangeEvent: string;
  /** Session writes by other tabs; returns the unsubscribe function. */
  watchOtherTabs: (onChange: () => void) => () => void;
  getSession: () => Session;
};

/**
 * One watch of the browser session for every reader on the page (issue #16, main-thread time):
 * the first subscriber starts it (one auth-change listener, one other-tabs listener, one timer for
 * the end of the refresh window), every change is told to all subscribers, and the last one to
 * leave stops it. Each reader used to arm its own timer and listeners, so a page with forty
 * session readers set forty timers while it hydrated.
 */
export function createSessionWatch(env: WatchEnv): (onChange: () => void) => () => void {
  const listeners = new Set<() => void>();
  let timer: unknown;
  let stopWatchingTabs: (() => void) | undefined;

  // Tell every reader when the refresh window ends, so isAuthenticated turns false without an event.
  const armExpiry = () => {
    if (timer !== undefined) env.clearTimeout(timer);
    timer = undefined;
    const { isAuthenticated, ld, rd } = env.getSession();
    if (isAuthenticated && ld !== undefined && rd !== undefined) {
      timer = env.setTimeout(changed, Math.min(Math.max(0, ld + rd * 60_000 - env.now()), MAX_TIMER_DELAY));
    }
  };
  function changed() {
    // A reader may subscribe or leave while it is told: tell the ones there now.
    for (const listener of [...listeners]) listener();
    if (listeners.size > 0) armExpiry();
  }

  return (onChange) => {
    listeners.add(onChange);
    if (listeners.size === 1) {
      env.target.addEventListener(env.authChangeEvent, changed);
      stopWatchingTabs = env.watchOtherTabs(changed);
      armExpiry();
    }
    return () => {
      if (!listeners.delete(onChange) || listeners.size > 0) return;
      env.target.removeEventListener(env.authChangeEvent, changed);
      stopWatchingTabs?.();
      stopWatchingTabs = undefined;
      if (timer !== undefined) env.clearTimeout(timer);
      timer = undefined;
    };
  };
}
