import { backoffDelayMs } from './backoff';
import { describeDatabaseError, isConnectionFailure } from './connection-faults';

/**
 * Whether the database is there (issue #14 items 16–17), with one log line per change of state —
 * not one per request. While it is lost, a probe (SELECT 1) runs with bounded backoff and marks it
 * back as soon as it answers.
 */
export type UnavailableReason = 'database_unreachable' | 'data_dir_unusable' | 'data_dir_locked' | 'migrations_pending' | 'database_error';

export type AvailabilityState = { available: true } | { available: false; reason: UnavailableReason; since: number };

export type Scheduled = { cancel(): void };

export type AvailabilityOptions = {
  log: (line: string) => void;
  now?: () => number;
  /** Runs `fn` after `ms` (a timer that does not keep the process alive by default). */
  schedule?: (fn: () => void, ms: number) => Scheduled;
};

export type Availability = {
  state(): AvailabilityState;
  /** The database answered (opened, a probe or a readiness query worked). */
  up(): void;
  /** The database is not usable, for `reason` (logged only when the state or reason changes). */
  down(reason: UnavailableReason, error?: unknown): void;
  /** A request met a connection-level failure: mark the database lost and probe until it answers. */
  reportFault(error: unknown): void;
  /** How to check that the database answers again (the open runtime's SELECT 1); `undefined` clears it. */
  setProbe(probe: (() => Promise<unknown>) | undefined): void;
  /** Stops a running probe (shutdown). */
  stop(): void;
};

const defaultSchedule = (fn: () => void, ms: number): Scheduled => {
  const timer = setTimeout(fn, ms);
  timer.unref?.();
  return { cancel: () => clearTimeout(timer) };
};

export function createAvailability(options: AvailabilityOptions): Availability {
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? defaultSchedule;
  let state: AvailabilityState = { available: true };
  let probe: (() => Promise<unknown>) | undefined;
  let pending: Scheduled | undefined;
  let attempt = 0;

  const stopProbing = () => {
    pending?.cancel();
    pending = undefined;
    attempt = 0;
  };

  const scheduleProbe = () => {
    if (pending || !probe || state.available) return;
    pending = schedule(() => {
      const check = probe;
      if (!check) return void (pending = undefined);
      check().then(
        () => {
          pending = undefined;
          self.up();
        },
        () => {
          pending = undefined;
          scheduleProbe();
        },
      );
    }, backoffDelayMs(attempt++));
  };

  const self: Availability = {
    state: () => state,
    up() {
      if (!state.available) {
        const seconds = ((now() - state.since) / 1000).toFixed(1);
        options.log(`[db] database available again (was unavailable for ${seconds} s: ${state.reason})`);
      }
      state = { available: true };
      stopProbing();
    },
    down(reason, error) {
      if (state.available || state.reason !== reason) {
        const detail = error === undefined ? '' : `: ${describeDatabaseError(error)}`;
        options.log(`[db] database unavailable (${reason})${detail}; answering 503 until it is back`);
        state = { available: false, reason, since: state.available ? now() : state.since };
      }
    },
    reportFault(error) {
      self.down(isConnectionFailure(error) ? 'database_unreachable' : 'database_error', error);
      scheduleProbe();
    },
    setProbe(next) {
      probe = next;
      if (!probe) stopProbing();
      else scheduleProbe();
    },
    stop: stopProbing,
  };
  return self;
}

const KEY = Symbol.for('partner-storefront.database-availability');

/** The process-wide tracker (kept on globalThis like the runtime, so every bundle shares it). */
export function databaseAvailability(): Availability {
  const holder = globalThis as { [KEY]?: Availability };
  holder[KEY] ??= createAvailability({ log: (line) => console.warn(line) });
  return holder[KEY];
}

/**
 * The state for code that must not open the database (middleware answers pages 503 with it):
 * available unless the process's tracker says otherwise (a remote API has no tracker here).
 */
export function currentDatabaseAvailability(): AvailabilityState {
  return (globalThis as { [KEY]?: Availability })[KEY]?.state() ?? { available: true };
}
