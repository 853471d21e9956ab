import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffPdf } from '@/lib/staff/forward-pdf';

/**
 * A customer's data export from the console (issue #49 item 2): GET /staff/customers/{id}/data-export
 * with the member's staff token, passed on as the API answered it (a JSON file, or with
 * `?format=html` a readable page), in the console's language.
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  const format = new URL(request.url).searchParams.get('format') === 'html' ? 'html' : 'json';
  return forwardStaffPdf(request, lang, routePath(staffPaths.customerDataExport, { id }), { format, lang: lang === 'en' ? 'en' : 'el' });
}
