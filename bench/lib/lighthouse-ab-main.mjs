// `npm run lighthouse:ab -- <git ref>`: see bench/lighthouse-ab.mjs. One change to the app moves a
// page's score by less than this machine moves it from one run to the next (docs/decisions.md,
// "Measuring Lighthouse honestly"); auditing the two builds one after the other, page by page and
// round by round, is what lets a difference between them be read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { abOrder, abRows, abTable } from './lighthouse-ab-table.ts';
import { audit, auditPage, launchBrowser, LIGHTHOUSE_PAGES, PUBLIC_PAGES } from './lighthouse-browser.mjs';
import { pageScores } from './lighthouse-table.ts';
import { buildAndSeed, log, root, runOrExit, startServer } from './server.mjs';
import { renderOnce, shopRoutes } from './shop.mjs';

const git = (...args) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
};

/**
 * <ref>'s build: a detached worktree in the temporary folder, kept (and reused) per commit, with
 * node_modules hard-linked from this checkout (Turbopack refuses a symlink out of the project).
 */
function baselineBuild(ref) {
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = resolve(tmpdir(), `storefront-baseline-${sha.slice(0, 12)}`);
  if (!existsSync(resolve(dir, '.next/standalone/server.js'))) {
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', dir, sha);
    runOrExit('cp', ['-al', resolve(root, 'node_modules'), resolve(dir, 'node_modules')]);
    runOrExit('npm', ['run', 'build'], { ...process.env, BUILD_AFTER_TYPECHECK: '1' }, dir);
  }
  return { name: sha.slice(0, 9), dir };
}

/** A server with the demo customer logged in over the API, its cart filled, its pages rendered once. */
async function prepare(server) {
  const { customer, byKey } = await shopRoutes(server.base);
  await renderOnce(server.base, customer, LIGHTHOUSE_PAGES.map((key) => byKey.get(key)));
  return { server, customer, byKey, loggedIn: false };
}

export async function main() {
  const ref = process.argv[2] ?? 'HEAD';
  const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const products = Number(process.env.LIGHTHOUSE_PRODUCTS ?? 3000);
  const baseline = baselineBuild(ref);
  const currentEnv = buildAndSeed({ products, dataDir: resolve(root, '.cache/lighthouse-data') });
  const baselineEnv = buildAndSeed({ products, dataDir: resolve(baseline.dir, '.cache/lighthouse-data'), cwd: baseline.dir });
  // Two hosts: the browser keeps each one's cookies apart (cookies ignore the port).
  const servers = { current: await startServer(currentEnv), baseline: await startServer(baselineEnv, [], { host: '127.0.0.2', cwd: baseline.dir }) };
  const browser = await launchBrowser();
  try {
    const sides = { baseline: await prepare(servers.baseline), current: await prepare(servers.current) };
    // The browser's first audit is always the slowest: one of each host's bare page, not reported.
    for (const side of Object.values(sides)) await audit(browser.port, side.server.base + side.byKey.get('bare').path);
    const runs = [];
    for (let round = 1; round <= rounds; round++) {
      for (const key of LIGHTHOUSE_PAGES) {
        for (const name of abOrder(round)) {
          const side = sides[name];
          const route = side.byKey.get(key);
          if (route.auth && !side.loggedIn) {
            await browser.logIn(side.server.base, side.customer);
            side.loggedIn = true;
          } else if (PUBLIC_PAGES.has(key) && side.loggedIn) {
            await browser.logOut(side.server.base); // every host's cookies
            for (const other of Object.values(sides)) other.loggedIn = false;
          }
          log(`lighthouse (round ${round} of ${rounds}, ${name}): ${route.label}`);
          const lhr = await auditPage(browser.port, side.server.base, route);
          const label = key === 'bare' ? 'bare page' : route.label;
          runs.push({ key, label, side: name, scores: pageScores({ key, label, public: PUBLIC_PAGES.has(key) }, lhr) });
        }
      }
    }
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    const table = abTable(abRows(runs), { baseline: baseline.name, current: `${git('rev-parse', '--short=9', 'HEAD')}${dirty ? ' + changes' : ''} (as built)` });
    const dir = resolve(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, 'lighthouse-ab.md'), `${table}\n`);
    console.log(`\n${table}\n`);
    log('written to bench/results/lighthouse-ab.md');
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}
