import { getTranslations } from 'next-intl/server';
import type { LifecycleStatus } from '@/lib/rules/order-lifecycle';

/** `<option>`s of order statuses, named in the page's language (`orders.status.*`). */
export async function StatusOptions({ statuses }: { statuses: readonly LifecycleStatus[] }) {
  const t = await getTranslations('orders.status');
  return statuses.map((s) => (
    <option key={s} value={s}>
      {t(s)}
    </option>
  ));
}
