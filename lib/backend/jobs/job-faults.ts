import { describeDatabaseError, isConnectionFailure } from '../db/connection-faults';

/**
 * What a background job (the payment sweep, the birthday points) logs when its runs fail and when
 * they work again (issue #44 item 8). During a database outage the sweep fails on every run: one
 * line per failed run, never a stack per run (20 lines each before). The stack is printed once,
 * with the first failure of a streak, and only when the failure is not the database being away
 * (whose stack says nothing); the first run that works again says so in one line. Pure: the
 * caller keeps the streak and prints what it is told.
 */
export type FaultStreak = { failures: number; since?: Date };

export type JobLog = { level: 'error' | 'log'; text: string };

export const NO_FAULTS: FaultStreak = { failures: 0 };

export function jobFailed(job: string, streak: FaultStreak, error: unknown, now: Date): { streak: FaultStreak; log: JobLog } {
  const failures = streak.failures + 1;
  const since = streak.since ?? now;
  const outage = isConnectionFailure(error);
  const why = `${describeDatabaseError(error)}${outage ? ' (database unreachable)' : ''}`;
  const first = failures === 1;
  const text = first
    ? `${job} failed: ${why}; retrying, one line per failed run until it works again`
    : `${job} failed again (${failures} in a row since ${since.toISOString()}): ${why}`;
  const stack = first && !outage && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  return { streak: { failures, since }, log: { level: 'error', text: text + stack } };
}

export function jobSucceeded(job: string, streak: FaultStreak, now: Date): { streak: FaultStreak; log?: JobLog } {
  if (streak.failures === 0) return { streak };
  const seconds = Math.round((now.getTime() - (streak.since ?? now).getTime()) / 1000);
  return { streak: NO_FAULTS, log: { level: 'log', text: `${job} works again after ${streak.failures} failed run(s) over ${seconds} s` } };
}

/** The stateful side: keeps one job's streak and prints through `print` (console by default). */
export function faultLog(job: string, now: () => Date, print: (log: JobLog) => void = (log) => console[log.level](log.text)) {
  let streak = NO_FAULTS;
  return {
    failed(error: unknown) {
      const next = jobFailed(job, streak, error, now());
      streak = next.streak;
      print(next.log);
    },
    succeeded() {
      const next = jobSucceeded(job, streak, now());
      streak = next.streak;
      if (next.log) print(next.log);
    },
  };
}
