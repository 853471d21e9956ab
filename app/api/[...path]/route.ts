import { getRuntime } from '@/lib/backend/runtime';

/** The embedded commerce API's single mount point (DESIGN §1, §9). */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const { api } = await getRuntime();
  return api.fetch(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS, handle as HEAD };
