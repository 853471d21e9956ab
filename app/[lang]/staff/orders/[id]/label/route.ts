import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffPdf } from '@/lib/staff/forward-pdf';

/** The order page's "Download the label" (issue #48, decisions 0082–0083): GET /staff/orders/{id}/shipment/label on A6 or A4, passed on. */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  const paper = new URL(request.url).searchParams.get('paper') === 'A4' ? 'A4' : 'A6';
  return forwardStaffPdf(request, lang, routePath(staffPaths.orderShipmentLabel, { id }), { paper });
}
