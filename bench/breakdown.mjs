// `npm run bench:breakdown` (issue #16): which code runs in the long tasks of each page's load, the
// tasks Lighthouse counts as blocking (bench/lib/breakdown-main.mjs). A measurement tool, never
// part of `npm test`.
import { runMain } from './lib/run-main.mjs';

await runMain(() => import('./lib/breakdown-main.mjs'), 'breakdown');
