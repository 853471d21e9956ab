/** The page's timers and clock, for modules that take them as a parameter (fakes in their tests). */
export type PlatformTimers = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (run: () => void, ms: number) => number;
  clearInterval: (handle: number | undefined) => void;
};

/** Longest delay setTimeout honours (about 24.8 days); a longer one would fire at once. */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;

/** The browser's own (called in the browser only). */
export const browserTimers = (): PlatformTimers => ({
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (handle) => window.clearInterval(handle),
});
