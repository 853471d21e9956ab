// `npm run bench:profile -- <route> [<route> …]`: where the server's CPU time goes on a route under
// load (issue #15: "show with a CPU profile where each remaining millisecond goes"). Seeds and
// starts the production server as `npm run bench` does, with `node --cpu-prof`, runs each route at
// c = 10 for BENCH_DURATION s (one server per route), and prints the self time of the load window
// by part of the stack and the top functions, with the CPU milliseconds per request. The report
// is written to bench/results/profile-<route>.md, the raw profile beside it (open it in Chrome's
// DevTools). Route keys are bench/routes.mjs's.
//
// Through runMain, as the other measurement scripts: it registers tsx's CommonJS loader as well,
// which the app's modules loaded as CommonJS need (extensionless relative imports).
import { runMain } from './lib/run-main.mjs';

await runMain(async () => {
  const { profileRoutes } = await import('./lib/profile-run.mjs');
  return { main: () => profileRoutes(process.argv.slice(2)) };
}, 'profile');
