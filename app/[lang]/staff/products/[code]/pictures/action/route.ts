import { forwardStaffForm } from '@/lib/staff/forward-form';
import { picturePlan } from '@/lib/staff/picture-actions';

/** The product picture forms of the console (issue #45 item 2): upload, change, reorder, delete; then back to the pictures page. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; code: string }> }) {
  const { lang, code } = await params;
  return forwardStaffForm(request, lang, (form) => picturePlan(code, form));
}
