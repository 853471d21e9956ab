import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The platform's timers and clock (the browser's in providers.tsx, fakes in tests). */
export type NativeTimers = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (run: () => void, ms: number) => number;
  clearInterval: (handle: number | undefined) => void;
};

/** Longest delay setTimeout honours (about 24.8 days); a later timer is armed again when it ends. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * TanStack Query's timers (issue #16, main-thread time) on one platform timer: every query
 * observer arms a stale timer and every query a garbage-collection timer, so a page that mounts
 * thirty observers set and cleared some sixty timers while it hydrated. Here a timeout is an entry
 * in a table, and one platform timer is armed for the earliest; clearing a timeout only removes
 * its entry (the platform timer that finds nothing due arms the next). Callbacks run in the order
 * of their deadlines, then of their creation. TanStack's `timeoutManager.setTimeoutProvider` is
 * the documented place for this. Intervals (refetchInterval, unused here) stay the platform's.
 */
export function coalescedTimeouts(native: NativeTimers): TimeoutProvider<number> {
  const timeouts = new Map<number, { at: number; run: TimeoutCallback }>();
  let lastId = 0;
  let armed: { at: number; handle: unknown } | undefined;

  const arm = () => {
    let earliest = Infinity;
    for (const timeout of timeouts.values()) earliest = Math.min(earliest, timeout.at);
    // Nothing waiting, or the armed timer comes first anyway (it arms the next when it fires).
    if (earliest === Infinity || (armed && armed.at <= earliest)) return;
    if (armed) native.clearTimeout(armed.handle);
    const at = earliest;
    armed = { at, handle: native.setTimeout(fire, Math.min(Math.max(0, at - native.now()), MAX_DELAY)) };
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
    arm();
  }

  return {
    setTimeout: (run, delay) => {
      const id = ++lastId;
      timeouts.set(id, { at: native.now() + (Number.isFinite(delay) && delay > 0 ? delay : 0), run });
      arm();
      return id;
    },
    clearTimeout: (id) => void (id !== undefined && timeouts.delete(id)),
    setInterval: (run, delay) => native.setInterval(run, delay),
    clearInterval: (id) => native.clearInterval(id),
  };
}
