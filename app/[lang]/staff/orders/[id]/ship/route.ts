import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** The order page's "Ship with …" (issue #48, decision 0082): POST /staff/orders/{id}/shipment, then back to the order with `shipped`, or the API's error key. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, () => ({
    send: (api) => api.post(routePath(staffPaths.orderShipment, { id })),
    done: { page: `orders/${id}`, query: { shipped: '1' } },
    failed: (error, _fields, params) => ({ page: `orders/${id}`, query: { error, ...(params?.carrier?.detail ? { detail: String(params.carrier.detail).slice(0, 300) } : {}) } }),
  }));
}
