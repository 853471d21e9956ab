import { getRuntime, isDatabaseUnavailable } from '@/lib/backend/runtime';
import { unavailableApiResponse } from '@/lib/backend/http/unavailable';

/** The embedded commerce API's single mount point (DESIGN §1, §9). */

async function handle(request: Request): Promise<Response> {
  let api;
  try {
    ({ api } = await getRuntime());
  } catch (error) {
    // database not opened yet (issue #14 item 16): liveness 200, readiness and the rest 503
    if (isDatabaseUnavailable(error)) return unavailableApiResponse(request, error.reason);
    throw error;
  }
  return api.fetch(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS, handle as HEAD };
