import { connection } from 'next/server';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { Language } from '@/lib/contract/enums';

export const instant = false;

/**
 * The benchmark's yardstick, "the bare page" (bench/routes.mjs): a render of the app shell per
 * request, with the not-found page's content and no partner data — what the not-found page was
 * before it became a static answer (Cache Components). Reached only through
 * middleware when the server runs with BENCH_BARE_PAGE=1 (npm run bench); otherwise no path leads
 * here (middleware refuses `bench-bare` as a partner code).
 */
export default async function BenchBare({ params }: { params: Promise<{ lang: string }> }) {
  await connection();
  setRequestLocale((await params).lang as Language);
  return <NotFoundContent />;
}
