// `npm run bench` (issue #4 §5, issue #15 item 5): throughput, latency and weight of every route
// kind of the storefront on a production build with 20 000 products, each against a bare page of
// the same app in the same run, checked against issue #15's targets (bench/lib/targets.ts).
// A measurement script, not a test: it never fails CI and CI never runs it. Takes about 4 minutes
// at the default 10 s per run (BENCH_DURATION, BENCH_PRODUCTS). Prints a markdown table and writes
// it to bench/results/latest.md, the data to bench/results/latest.json (gitignored).
//
// tsx's loader is registered first: the run shares the app's cookie names and API paths
// (lib/**/*.ts) and its targets are a typed pure module with a jest test (bench/lib/targets.ts).
import { runMain } from './lib/run-main.mjs';

await runMain(() => import('./lib/main.mjs'), 'bench');
