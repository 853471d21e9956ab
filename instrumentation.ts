/** Runs once when a server instance starts (never during `next build`): see lib/backend/startup.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/lib/backend/startup');
    await startServer();
  }
}
