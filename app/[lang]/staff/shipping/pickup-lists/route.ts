import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** The shipping page's "Issue today's ACS pickup list" (decision 0085): POST /staff/pickup-lists, then back with `issued` (its number) or the API's error key and the unprinted orders it names. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return forwardStaffForm(request, lang, () => ({
    send: (api) => api.post(staffPaths.pickupLists).json<{ number: string }>(),
    done: (sent) => ({ page: 'shipping', query: { issued: (sent as { number: string }).number } }),
    failed: (error, _fields, params) => ({ page: 'shipping', query: { error, ...(params?.unprinted?.orders ? { orders: String(params.unprinted.orders) } : {}) } }),
  }));
}
