import { deploymentMessage, deploymentProblems } from '@/lib/config/deployment';
import { EnvError, serverEnv } from '@/lib/config/server-env';
import { syncCatalog } from './catalog/catalog-service';
import { getRuntime, isDatabaseUnavailable, whenRuntimeOpen } from './runtime';

/**
 * Server start (Node runtime only, from instrumentation.ts): validate the environment — a wrong
 * variable, or a configuration that is unsafe for production (lib/config/deployment.ts), stops the
 * process with one message naming every variable to fix — then open the database, apply
 * pending migrations and build the catalogue index, so the first request does not pay for it and a broken setup fails fast.
 */
export async function startServer(): Promise<void> {
  try {
    const problems = deploymentProblems(serverEnv());
    if (problems.length > 0) {
      console.error(deploymentMessage(problems));
      process.exit(1);
    }
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    const { deps } = await getRuntime();
    // Build the in-memory catalogue index now, not on the first customer's request (≈ 1 s at 20 000 products).
    await syncCatalog(deps);
  } catch (error) {
    const cause = isDatabaseUnavailable(error) ? error.cause : error;
    // Another process has this PGlite folder (issue #14 item 15): opening it too would corrupt it.
    if (cause instanceof Error && cause.name === 'DataDirLockedError') {
      console.error(cause.message);
      process.exit(1);
    }
    if (!isDatabaseUnavailable(error)) throw error;
    // Unreachable database, unusable DATA_DIR… (item 16): serve 503s while runtime.ts retries in
    // the background, and index the catalogue once it opens.
    void whenRuntimeOpen().then(({ deps }) => syncCatalog(deps).catch(() => undefined));
  }
}
