import { EnvError, serverEnv } from '@/lib/config/server-env';
import { getRuntime } from './runtime';

/**
 * Server start (Node runtime only, from instrumentation.ts): validate the environment — a wrong
 * variable stops the process with a message naming it — then open the database and apply
 * pending migrations, so the first request does not pay for it and a broken setup fails fast.
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
  await getRuntime();
}
