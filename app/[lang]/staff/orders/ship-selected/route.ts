import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import type { ShipOrdersResult } from '@/lib/contract/staff-shipments';
import { forwardStaffForm } from '@/lib/staff/forward-form';
import { batchShipmentQuery, selectedOrderIds } from '@/lib/staff/ship-selected';

/**
 * The orders list's "Ship selected" (issue #48, decision 0093): the ticked orders to
 * POST /staff/shipments, then back to the list with what was shipped and what was not (and why).
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const orderIds = selectedOrderIds(form.getAll('orderId'));
    return {
      send: (api) => (orderIds.length === 0 ? Promise.resolve({ results: [] }) : api.post(routePath(staffPaths.shipments, {}), { json: { orderIds } }).json<ShipOrdersResult>()),
      done: (sent) => ({ page: 'orders', query: batchShipmentQuery(sent as ShipOrdersResult) }),
      failed: (error) => ({ page: 'orders', query: { error } }),
    };
  });
}
