import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffPdf } from '@/lib/staff/forward-pdf';

/** A pickup list's PDF (decision 0085): GET /staff/pickup-lists/{id}/pdf, passed on. */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffPdf(request, lang, routePath(staffPaths.pickupListPdf, { id }));
}
