import type { ApiDeps } from '../context';
import { sweepPayments } from './payment-expiry';

/**
 * Background work inside the server process (issue #17 item 2): the payment expiry sweep, every
 * `PAYMENT_SWEEP_SECONDS` and once soon after the database opens (so a restart catches up at
 * once). One sweep at a time per process; several processes may sweep together (each order is
 * worked by one of them). Started and stopped with the runtime (runtime.ts): a graceful shutdown
 * waits for the sweep in flight.
 */
export type Jobs = { stop(): Promise<void>; runNow(): Promise<void> };

export function startJobs(deps: ApiDeps, everySeconds: number): Jobs {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= sweepPayments(deps)
      .then((result) => {
        if (result.expired + result.paid + result.purgedKeys > 0) console.log('[payments] sweep', result);
      })
      .catch((error: unknown) => console.error('[payments] sweep failed', error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void run(), 1000);
  const timer = setInterval(() => void run(), everySeconds * 1000);
  first.unref();
  timer.unref();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
