import { sql } from 'drizzle-orm';
import { athensDate, birthdaysOn } from '@/lib/loyalty/birthday';
import type { ApiDeps } from '../../context';

/**
 * The daily Birthday points (issue #18 item 5; rule in lib/loyalty/birthday.ts): every active
 * customer whose birthday is today in Greece gets the partner's Birthday points, approved. One
 * statement; the unique (customer, year) index makes it safe to run as often as the job likes, on
 * as many instances as there are: a customer gets them once a year.
 */
export async function giveBirthdayPoints(deps: Pick<ApiDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const today = athensDate(now);
  const days = birthdaysOn(today);
  const result = (await deps.db.execute(sql`
    INSERT INTO loyalty_points (partner_id, customer_id, type, status, points, birthday_year, created_at)
    SELECT c.partner_id, c.id, 'Birthday', 'ApprovedPoints', p.loyalty_birthday_points, ${today.year}::int, ${now.toISOString()}::timestamptz
    FROM customers c JOIN partners p ON p.id = c.partner_id
    WHERE c.status = 'active' AND c.date_of_birth IS NOT NULL AND p.loyalty_birthday_points > 0
      AND to_char(c.date_of_birth, 'MM-DD') IN (${sql.join(days.map((d) => sql`${d}`), sql`, `)})
    ON CONFLICT DO NOTHING
    RETURNING id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
