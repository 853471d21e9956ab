import { EnvError, serverEnv } from '@/lib/config/server-env';
import { syncCatalog } from './catalog/catalog-service';
import { getRuntime } from './runtime';

/**
 * Server start (Node runtime only, from instrumentation.ts): validate the environment — a wrong
 * variable stops the process with a message naming it — then open the database, apply
 * pending migrations and build the catalogue index, so the first request does not pay for it and a broken setup fails fast.
 */
export async function startServer(): Promise<void> {
  try {
    serverEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { deps } = await getRuntime();
  // Build the in-memory catalogue index now, not on the first customer's request (≈ 1 s at 20 000 products).
  await syncCatalog(deps);
}
