import { staffPaths } from '@/lib/contract/staff-routes';
import { codeForm } from '@/lib/staff/two-factor-form';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** Switches two-factor sign-in off with a current code (issue #44 item 3). */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return forwardStaffForm(request, (await params).lang, codeForm(request, staffPaths.twoFactorDisable, { done: 'off' }));
}
