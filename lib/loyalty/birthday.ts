/**
 * Birthday points (issue #18 item 5): a customer with a date of birth gets the partner's Birthday
 * points once a year, on the day in Greece (the shop's time zone). Someone born on 29 February
 * gets them on 28 February in a year without one.
 */
export type CalendarDate = { year: number; month: number; day: number };

/** The calendar date in Athens at `now`. */
export function athensDate(now: Date): CalendarDate {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Athens', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map((p) => [p.type, p.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthDay = (month: number, day: number) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The birthdays (`MM-DD` of a date of birth) celebrated on `date`. */
export function birthdaysOn(date: CalendarDate): string[] {
  const today = monthDay(date.month, date.day);
  return date.month === 2 && date.day === 28 && !isLeap(date.year) ? [today, '02-29'] : [today];
}
