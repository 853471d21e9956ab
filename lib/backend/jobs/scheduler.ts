import type { ApiDeps } from '../context';
import { athensDate } from '@/lib/loyalty/birthday';
import { cancelDocuments } from '../services/fiscal/cancel-documents';
import { transmitDocuments } from '../services/fiscal/transmit-documents';
import { reportDeliveryReturns } from '../services/fiscal/delivery-returns';
import { trackShipments } from '../services/shipping/track-shipments';
import { autoplaySandboxCarriers } from '../services/shipping/sandbox-autoplay';
import { COD_REMITTANCE_EVERY_MS, COD_REMITTANCE_FIRST_MS, applyCodRemittances } from '../services/shipping/cod-remittance';
import { LOCKER_REFRESH_EVERY_MS, LOCKER_REFRESH_FIRST_MS, refreshLockers } from '../services/carriers/boxnow/boxnow-lockers';
import { giveBirthdayPoints } from '../services/loyalty/birthday-points';
import { renderMailAttachment } from '../documents/mail-attachment';
import { faultLog } from './job-faults';
import { sendOutbox } from './outbox-sender';
import { sweepPayments } from './payment-expiry';
import { expirePurchaseRequests } from './purchase-request-expiry';
import { RETENTION_EVERY_MS, RETENTION_FIRST_MS, retentionRunner } from './retention';

/**
 * Background work inside the server process (issue #17 item 2): the payment expiry sweep, every
 * `PAYMENT_SWEEP_SECONDS` and once soon after the database opens (so a restart catches up at
 * once), and the day's Birthday points (issue #18 item 5) on the first run of each day in Greece
 * (a failed run tries again on the next one), and, with SMTP configured, the outbox sender
 * (outbox-sender.ts, decision 0044: mail written by transactions, failed sends retried), and the
 * myDATA transmission of the fiscal documents (services/fiscal/transmit-documents.ts, decision
 * 0069) after the cancellation of replaced ones (cancel-documents.ts, decision 0080), and the
 * carriers' tracking of the parcels out for delivery (services/shipping/track-shipments.ts, 0084). One sweep at a time per process; several processes may sweep together (each order is
 * worked by one of them). Box Now's locker list (services/carriers/boxnow/boxnow-lockers.ts,
 * decision 0087) on its own timer: a minute after the start, then once a day, one refresh at a time
 * per process (several processes: one applies, the others find nothing left to change). ACS's
 * cash-on-delivery remittances (services/shipping/cod-remittance.ts, decision 0091) likewise: 90 s
 * after the start, then every hour, one run at a time per process (each remittance applied once). The
 * retention purge (retention.ts, decision 0097) likewise: 3 minutes after the start, then once a day. Started and
 * stopped with the runtime (runtime.ts): a graceful shutdown waits for the work in flight.
 */
export type Jobs = { stop(): Promise<void>; runNow(): Promise<void> };

export function startJobs(deps: ApiDeps, everySeconds: number): Jobs {
  let running: Promise<void> | undefined;
  let stopped = false;
  let birthdaysDone: string | undefined;
  // One line per failed run during an outage, one when it works again (job-faults.ts).
  const sweepFaults = faultLog('[payments] sweep', deps.now);
  const requestFaults = faultLog('[companies] purchase-request sweep', deps.now);
  const birthdayFaults = faultLog('[loyalty] birthday points', deps.now);
  const outboxFaults = faultLog('[mail] outbox sender', deps.now);
  const fiscalFaults = faultLog('[fiscal] myDATA transmission', deps.now);
  const trackingFaults = faultLog('[shipping] tracking', deps.now);
  const lockerFaults = faultLog('[shipping] locker list', deps.now);
  let refreshing: Promise<void> | undefined;
  const remittanceFaults = faultLog('[shipping] COD remittances', deps.now);
  let remitting: Promise<void> | undefined;
  const retention = retentionRunner(deps);
  const remittances = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    remitting ??= applyCodRemittances(deps)
      .then((result) => {
        remittanceFaults.succeeded();
        if (result.remitted + result.mismatched + result.failed > 0) console.log('[shipping] COD remittances', result);
      })
      .catch((error: unknown) => remittanceFaults.failed(error))
      .finally(() => {
        remitting = undefined;
      });
    return remitting;
  };
  const payments = () =>
    sweepPayments(deps, deps.env.PAYMENT_SWEEP_BATCH)
      .then((result) => {
        sweepFaults.succeeded();
        if (result.expired + result.paid + result.purgedKeys > 0) console.log('[payments] sweep', result);
      })
      .catch((error: unknown) => sweepFaults.failed(error));
  // Purchase requests past their hold (issue #50, decision 0102): with the payment sweep, on its timer.
  const requests = () =>
    expirePurchaseRequests(deps, deps.env.PAYMENT_SWEEP_BATCH)
      .then((result) => {
        requestFaults.succeeded();
        if (result.expired > 0) console.log('[companies] purchase-request sweep', result);
      })
      .catch((error: unknown) => requestFaults.failed(error));
  const outbox = () =>
    sendOutbox({ ...deps, attach: (ref) => renderMailAttachment(deps, ref) })
      .then((result) => {
        outboxFaults.succeeded();
        if (result.sent + result.failed > 0) console.log('[mail] outbox sender', result);
      })
      .catch((error: unknown) => outboxFaults.failed(error));
  // Replaced documents are cancelled first, so their corrections go out in the same run (decision 0080).
  const fiscal = () =>
    cancelDocuments(deps)
      .then(async (cancellations) => {
        const result = await transmitDocuments(deps);
        // Returns are reported after the transmission: a note sent in this run can be reported in it (decision 0089).
        const returns = await reportDeliveryReturns(deps);
        fiscalFaults.succeeded();
        if (returns.reported + returns.failed > 0) console.log('[fiscal] myDATA delivery returns', returns);
        if (cancellations.cancelled + cancellations.failed > 0) console.log('[fiscal] myDATA cancellation', cancellations);
        if (result.transmitted + result.rejected + result.failed > 0) console.log('[fiscal] myDATA transmission', result);
      })
      .catch((error: unknown) => fiscalFaults.failed(error));
  // The demo's sandbox parcels move first (off unless CARRIER_SANDBOX_AUTOPLAY_SECONDS), then the poll reads them (decision 0092).
  const tracking = () =>
    autoplaySandboxCarriers(deps)
      .then(() => trackShipments(deps))
      .then((result) => {
        trackingFaults.succeeded();
        if (result.events + result.failed > 0) console.log('[shipping] tracking', result);
      })
      .catch((error: unknown) => trackingFaults.failed(error));
  const lockerList = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    refreshing ??= refreshLockers(deps)
      .then((result) => {
        lockerFaults.succeeded();
        if (result.updated + result.deactivated > 0) console.log('[shipping] locker list', result);
      })
      .catch((error: unknown) => lockerFaults.failed(error))
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };
  const birthdays = async () => {
    const day = JSON.stringify(athensDate(deps.now()));
    if (day === birthdaysDone) return;
    try {
      const given = await giveBirthdayPoints(deps);
      birthdaysDone = day;
      birthdayFaults.succeeded();
      if (given > 0) console.log('[loyalty] birthday points', { given });
    } catch (error) {
      birthdayFaults.failed(error);
    }
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= Promise.all([payments(), requests(), birthdays(), outbox(), fiscal(), tracking()])
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void run(), 1000);
  const timer = setInterval(() => void run(), everySeconds * 1000);
  const lockersFirst = setTimeout(() => void lockerList(), LOCKER_REFRESH_FIRST_MS);
  const lockersDaily = setInterval(() => void lockerList(), LOCKER_REFRESH_EVERY_MS);
  const remittancesFirst = setTimeout(() => void remittances(), COD_REMITTANCE_FIRST_MS);
  const remittancesHourly = setInterval(() => void remittances(), COD_REMITTANCE_EVERY_MS);
  const retentionFirst = setTimeout(() => void retention.run(), RETENTION_FIRST_MS);
  const retentionDaily = setInterval(() => void retention.run(), RETENTION_EVERY_MS);
  for (const handle of [first, timer, lockersFirst, lockersDaily, remittancesFirst, remittancesHourly, retentionFirst, retentionDaily]) handle.unref();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      clearTimeout(lockersFirst);
      clearInterval(lockersDaily);
      clearTimeout(remittancesFirst);
      clearInterval(remittancesHourly);
      clearTimeout(retentionFirst);
      clearInterval(retentionDaily);
      await Promise.all([running, refreshing, remitting, retention.stop()]);
    },
  };
}
