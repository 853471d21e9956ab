/**
 * The shop's wall-clock time (Europe/Athens) for the console's date fields (`datetime-local`,
 * which has no zone): typed local time to an instant and back, across daylight saving. Server only
 * in practice (the console's forms convert in their Server Actions and pages).
 */
const ZONE = 'Europe/Athens';
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClock(ms: number): { y: number; mo: number; d: number; h: number; mi: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return { y: Number(parts.year), mo: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), mi: Number(parts.minute) };
}

const offsetAt = (ms: number) => {
  const w = wallClock(ms);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi) - (ms - (ms % 60_000));
};

/** `2026-03-29T10:00` (Athens) → `2026-03-29T07:00:00.000Z`; text that is not such a time stays as typed (the API refuses it). */
export function athensLocalToIso(local: string): string {
  const m = LOCAL.exec(local);
  if (!m) return local;
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(guess)) return local;
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first)).toISOString();
}

/** An instant → `YYYY-MM-DDTHH:mm` in Athens (what a `datetime-local` field shows). */
export function isoToAthensLocal(iso: string): string {
  const w = wallClock(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${two(w.mo)}-${two(w.d)}T${two(w.h)}:${two(w.mi)}`;
}
