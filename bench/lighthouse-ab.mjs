// `npm run lighthouse:ab -- <git ref>` (issue #16): Lighthouse's mobile audit of the storefront's
// pages on two builds at once, the current one (.next/standalone as built) and <ref>'s (built in a
// worktree of its own), audited in alternation, so a slow spell of the machine slows both. A
// measurement tool like `npm run lighthouse`: never part of `npm test`.
import { refuseOlderNode } from './lib/project-node.mjs';
import { runMain } from './lib/run-main.mjs';

refuseOlderNode('lighthouse:ab');
await runMain(() => import('./lib/lighthouse-ab-main.mjs'), 'lighthouse:ab');
