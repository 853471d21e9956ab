import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffPdf } from '@/lib/staff/forward-pdf';

/** The order page's "Download the delivery note" (issue #48, decision 0089): GET /staff/orders/{id}/shipment/delivery-note in the console's language, passed on. */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffPdf(request, lang, routePath(staffPaths.orderDeliveryNote, { id }), { lang: lang === 'en' ? 'en' : 'el' });
}
