// `npm test`: every quality gate in order (DESIGN §7), stopping at the first failure, then a
// summary table and, alone on the last line, the test counts summed over the JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = {
  jest: 'test-results/jest-report.json',
  jestPg: 'test-results/jest-pg-report.json',
  e2e: 'test-results/e2e-report.json', // written by the JSON reporter in playwright.config.ts
};

const steps = [
  ['browser', 'node', ['scripts/ensure-browser.mjs']],
  // Each of these two uses one core: on two cores they run side by side (about 30 s less).
  ['typecheck + lint', 'parallel', [['typecheck', 'npm', ['run', 'typecheck']], ['lint', 'npm', ['run', 'lint']]]],
  ['jest', 'node', ['scripts/jest.mjs', '--json', `--outputFile=${reports.jest}`]],
  // test-pg.mjs passes its arguments on to jest.
  ['jest (PostgreSQL)', 'node', ['scripts/test-pg.mjs', '--json', `--outputFile=${reports.jestPg}`]],
  // The typecheck step above has passed: the build skips its own copy of it (next.config.mjs).
  ['build', 'npm', ['run', 'build'], { BUILD_AFTER_TYPECHECK: '1' }],
  ['e2e (Playwright)', 'npx', ['playwright', 'test']],
];

const fmt = (ms) => (ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

// Reports of an earlier run must not be counted again.
mkdirSync(resolve(root, 'test-results'), { recursive: true });
for (const file of Object.values(reports)) rmSync(resolve(root, file), { force: true });

/** Runs commands side by side; each one's output is printed whole when it ends. Resolves to the failures. */
async function runParallel(commands) {
  const runs = commands.map(
    ([name, cmd, args]) =>
      new Promise((done) => {
        const child = spawn(cmd, args, { cwd: root, env: process.env });
        const out = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => out.push(chunk));
        child.on('error', (error) => done({ name, ok: false, out, why: error.message }));
        child.on('close', (code, signal) => done({ name, ok: code === 0, out, why: code ?? signal }));
      }).then((r) => {
        console.log(`--- ${r.name}: ${r.ok ? 'ok' : `FAILED (${r.why})`} ---`);
        process.stdout.write(Buffer.concat(r.out));
        return r;
      }),
  );
  return (await Promise.all(runs)).filter((r) => !r.ok).map((r) => r.name);
}

const results = [];
let failed = false;
for (const [i, [name, cmd, args, env = {}]] of steps.entries()) {
  if (failed) {
    results.push({ name, status: 'not run', ms: 0 });
    continue;
  }
  const shown = cmd === 'parallel' ? args.map(([, c, a]) => `${c} ${a.join(' ')}`).join(' & ') : `${cmd} ${args.join(' ')}`;
  console.log(`\n━━━ [${i + 1}/${steps.length}] ${name}: ${shown} ━━━`);
  const start = Date.now();
  let ok;
  let why;
  if (cmd === 'parallel') {
    const failures = await runParallel(args);
    ok = failures.length === 0;
    why = failures.join(', ');
  } else {
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    ok = r.status === 0;
    why = r.error?.message ?? r.status ?? r.signal;
  }
  const ms = Date.now() - start;
  console.log(`━━━ ${name}: ${ok ? 'ok' : `FAILED (${why})`} in ${fmt(ms)} ━━━`);
  results.push({ name, status: ok ? 'ok' : 'FAILED', ms });
  failed = !ok;
}

function readJson(file) {
  try {
    return existsSync(resolve(root, file)) ? JSON.parse(readFileSync(resolve(root, file), 'utf8')) : undefined;
  } catch {
    return undefined; // half-written report: leave it out of the counts
  }
}

// Jest: a suite that could not run (syntax error, failing import) counts as one failure.
const counts = { passed: 0, failed: 0, skipped: 0 };
for (const j of [readJson(reports.jest), readJson(reports.jestPg)]) {
  if (!j) continue;
  counts.passed += j.numPassedTests ?? 0;
  counts.failed += (j.numFailedTests ?? 0) + (j.numRuntimeErrorTestSuites ?? 0);
  counts.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
}
// Playwright: flaky = passed on retry.
const s = readJson(reports.e2e)?.stats;
if (s) {
  counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  counts.failed += s.unexpected ?? 0;
  counts.skipped += s.skipped ?? 0;
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${r.status === 'not run' ? '' : fmt(r.ms)}`);
console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(7)}  ${fmt(results.reduce((t, r) => t + r.ms, 0))}`);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
