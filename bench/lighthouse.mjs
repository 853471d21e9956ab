// `npm run lighthouse` (issue #16): Lighthouse's mobile audit of the login, landing, list, product,
// cart and checkout pages, each next to the bare page of the same app in one run (Debian's
// Chromium, or Playwright's). A measurement tool like `npm run bench`: never part of `npm test`.
// Prints a markdown table and writes it to bench/results/lighthouse.md (gitignored). tsx's loader
// is registered first: the run shares the app's session fields and cookie names.
import { refuseOlderNode } from './lib/project-node.mjs';
import { runMain } from './lib/run-main.mjs';

refuseOlderNode('lighthouse');
await runMain(() => import('./lib/lighthouse-main.mjs'), 'lighthouse');
