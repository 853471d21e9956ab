import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** The order page's "Cancel the voucher" (issue #48, decision 0086): POST /staff/orders/{id}/shipment/cancel, then back to the order with `voucherCancelled`, or the API's error key (the carrier's reason as `detail`). */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, () => ({
    send: (api) => api.post(routePath(staffPaths.orderShipmentCancel, { id })),
    done: { page: `orders/${id}`, query: { voucherCancelled: '1' } },
    failed: (error, _fields, params) => ({ page: `orders/${id}`, query: { error, ...(params?.carrier?.detail ? { detail: String(params.carrier.detail).slice(0, 300) } : {}) } }),
  }));
}
