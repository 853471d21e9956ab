import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffPdf } from '@/lib/staff/forward-pdf';

/** The order page's credit notes (issue #47): GET /staff/orders/{id}/credit-notes/{creditId}, passed on. */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string; creditId: string }> }) {
  const { lang, id, creditId } = await params;
  return forwardStaffPdf(request, lang, routePath(staffPaths.orderCreditNote, { id, creditId }));
}
