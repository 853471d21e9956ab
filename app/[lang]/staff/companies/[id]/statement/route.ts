import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffPdf } from '@/lib/staff/forward-pdf';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The statement's "Download PDF" (issue #50): GET /staff/companies/{id}/statement?format=pdf with the period shown and `lang`, passed on. */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  const search = new URL(request.url).searchParams;
  const period = Object.fromEntries((['from', 'to'] as const).flatMap((name) => (DAY.test(search.get(name) ?? '') ? [[name, search.get(name)!]] : [])));
  return forwardStaffPdf(request, lang, routePath(staffPaths.companyStatement, { id }), { format: 'pdf', ...period });
}
