// `npm run bench:tasks` (issue #16): each page's observed main-thread blocking time at 390 px, CPU
// 4× slower, over several loads (bench/lib/long-tasks-main.mjs). A measurement tool, never part of
// `npm test`.
import { runMain } from './lib/run-main.mjs';

await runMain(() => import('./lib/long-tasks-main.mjs'), 'long tasks');
