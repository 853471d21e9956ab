import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';
import { MAX_TIMER_DELAY, type PlatformTimers } from '@/lib/ui/browser-timers';

/**
 * TanStack Query's timers (issue #16, main-thread time) on one platform timer: every query
 * observer arms a stale timer and every query a garbage-collection timer, so a page that mounts
 * thirty observers set and cleared some sixty timers while it hydrated. Here a timeout is an entry
 * in a table, and one platform timer is armed for the earliest; clearing a timeout only removes
 * its entry (the platform timer that finds nothing due arms the next). Callbacks run in the order
 * of their deadlines, then of their creation. TanStack's `timeoutManager.setTimeoutProvider` is
 * the documented place for this. Intervals (refetchInterval, unused here) stay the platform's.
 */
export function coalescedTimeouts(native: PlatformTimers): TimeoutProvider<number> {
  const timeouts = new Map<number, { at: number; run: TimeoutCallback }>();
  let lastId = 0;
  let armed: { at: number; handle: unknown } | undefined;

  // The platform timer for a deadline at `at`, unless the armed one comes first anyway (it arms
  // the next when it fires): a new timeout is compared with that one only, not with the table.
  const arm = (at: number) => {
    if (armed && armed.at <= at) return;
    if (armed) native.clearTimeout(armed.handle);
    armed = { at, handle: native.setTimeout(fire, Math.min(Math.max(0, at - native.now()), MAX_TIMER_DELAY)) };
  };

  function fire() {
    armed = undefined;
    const now = native.now();
    const due = [...timeouts].filter(([, timeout]) => timeout.at <= now).sort(([idA, a], [idB, b]) => a.at - b.at || idA - idB);
    for (const [id] of due) timeouts.delete(id);
    for (const [, timeout] of due) {
      try {
        timeout.run();
      } catch (error) {
        // Reported as the platform reports a timer's error, without stopping the other callbacks.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    let earliest = Infinity;
    for (const timeout of timeouts.values()) earliest = Math.min(earliest, timeout.at);
    if (earliest !== Infinity) arm(earliest);
  }

  return {
    setTimeout: (run, delay) => {
      const id = ++lastId;
      const at = native.now() + (Number.isFinite(delay) && delay > 0 ? delay : 0);
      timeouts.set(id, { at, run });
      arm(at);
      return id;
    },
    clearTimeout: (id) => void (id !== undefined && timeouts.delete(id)),
    setInterval: (run, delay) => native.setInterval(run, delay),
    clearInterval: (id) => native.clearInterval(id),
  };
}
