/**
 * Runs once when a server instance starts (not during `next build`): validates the environment
 * (a wrong variable stops the process with a message naming it), opens the database and applies
 * pending migrations, so the first request does not pay for it and a broken setup fails fast.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv, EnvError } = await import('@/lib/config/server-env');
  try {
    serverEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { getRuntime } = await import('@/lib/backend/runtime');
  await getRuntime();
}
