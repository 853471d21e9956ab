/**
 * The demo's carriers moving on their own (issue #48 item 1, decision 0092): with
 * `CARRIER_SANDBOX_AUTOPLAY_SECONDS` set (`npm run shop` sets it), a sandbox parcel goes through a
 * carrier's usual events as time passes — one step every that many seconds after it was created —
 * so a demo shows tracking, the locker code and the delivery without anyone playing events. Tests
 * and e2e leave it off and play events themselves. Pure.
 */
export type Script = readonly (readonly [event: string, step: number])[];

/** Box Now: in the depot, in the locker, collected. */
export const BOXNOW_SCRIPT: Script = [
  ['in-depot', 1],
  ['final-destination', 2],
  ['delivered', 4],
];

/** ACS (its checkpoint actions, as its tracking reports them in Greek): picked up, on the way, delivered. */
export const ACS_SCRIPT: Script = [
  ['ΠΑΡΑΛΑΒΗ ΑΠΟ ΤΟΝ ΑΠΟΣΤΟΛΕΑ', 1],
  ['ΑΦΙΞΗ ΣΕ ΚΑΤΑΣΤΗΜΑ', 2],
  ['ΠΑΡΑΔΟΘΗΚΕ', 4],
];

/** The script's events due by `now` for a parcel created at `createdAt` and not played yet, in order; none once the parcel ended. */
export function dueScriptedEvents(script: Script, createdAt: Date, now: Date, stepSeconds: number, played: readonly string[], ended: boolean): string[] {
  if (stepSeconds <= 0 || ended) return [];
  const steps = Math.floor((now.getTime() - createdAt.getTime()) / (stepSeconds * 1000));
  const last = script.findLastIndex(([event]) => played.includes(event));
  return script.slice(last + 1).filter(([, step]) => step <= steps).map(([event]) => event);
}
