// The benchmark's report: a markdown table (printed, and written to bench/results/latest.md) and
// the same data as JSON (bench/results/latest.json). The results folder is gitignored.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { editToVisibleTable } from './edit-to-visible-table.ts';
import { bareDrift, metText, targetText } from './targets.ts';
import { log, root } from './server.mjs';

const kb = (bytes) => (bytes === undefined ? '' : (bytes / 1024).toFixed(1));
const times = (ratio) => (ratio === undefined || !Number.isFinite(ratio) ? '' : ratio.toFixed(2));
const failures = (load) => (load ? `${load.errors} / ${load.non2xx}` : '');
/** Bare runs further apart than this (fastest / slowest) make the report say the machine was busy. */
const DRIFT_WARNING = 1.3;
const cells = (values) => `| ${values.join(' | ')} |`;

const COLUMNS = [
  ['route', '---'],
  ['req/s', '--:'],
  ['× bare', '--:'],
  ['p50 ms', '--:'],
  ['p99 ms', '--:'],
  ['errors / non-2xx', '--:'],
  ['c=50 req/s', '--:'],
  ['c=50 p99 ms', '--:'],
  ['c=50 errors / non-2xx', '--:'],
  ['HTML kB', '--:'],
  ['HTML gzip kB', '--:'],
  ['JS gzip kB', '--:'],
  ['JS × bare', '--:'],
  ['target', '---'],
  ['met?', '---'],
];

function rowCells(row) {
  return [
    row.label,
    row.c10.reqPerSec,
    times(row.ratio),
    row.c10.p50,
    row.c10.p99,
    failures(row.c10),
    row.c50?.reqPerSec ?? '',
    row.c50?.p99 ?? '',
    failures(row.c50),
    kb(row.page?.htmlBytes),
    kb(row.page?.htmlGzipBytes),
    kb(row.page?.jsGzipBytes),
    times(row.jsRatio),
    targetText(row),
    metText(row),
  ];
}

/** The markdown report of one run (`evaluation` from targets.ts's evaluateRun). */
export function markdownReport({ run, evaluation }) {
  const { reference, rows, rss, allMet } = evaluation;
  const drift = bareDrift(rows);
  const warning =
    drift > DRIFT_WARNING
      ? [`**The machine was not quiet:** the bare page ran ${drift.toFixed(1)} × faster in one of its runs than in the other (load average ${run.loadStart} at the start, ${run.loadEnd} at the end); take the ratios as indicative only.`, '']
      : [];
  return [
    `## Benchmark ${run.date}`,
    '',
    `${run.products} products; ${run.connections} connections (c = 50 where shown), ${run.durationSeconds} s per run after a ${run.warmupSeconds} s warm-up;` +
      ` Node ${run.node}, ${run.cpus} CPUs, load average ${run.loadStart} → ${run.loadEnd}; whole bench ${run.totalSeconds} s.` +
      ` Ratios are to the bare page of this run: ${Math.round(reference.reqPerSec)} req/s (mean of its runs at the start and the end),` +
      ` ${kb(reference.jsGzipBytes)} kB first-load JS (gzip). The API row runs with /api/health (2 connections) alongside.` +
      ' Logged in (cookies): landing, both lists, product, cart, checkout, orders; the API with its bearer token. kB = 1024 bytes.',
    '',
    ...warning,
    cells(COLUMNS.map(([name]) => name)),
    cells(COLUMNS.map(([, align]) => align)),
    ...rows.map((row) => cells(rowCells(row))),
    '',
    cells(['server', 'value', 'target', 'met?']),
    cells(['---', '--:', '---', '---']),
    cells([`${rss.label} (pid ${run.serverPid})`, rss.value, rss.target, rss.met ? 'yes' : 'no']),
    '',
    `Peak RSS while each ran (MB): ${(run.rssPhases ?? []).map((p) => `${p.label} ${p.peakMb}`).join('; ')}.`,
    '',
    ...editToVisibleTable(run.editToVisible),
    ...(run.catalogueImport ? [...[run.catalogueImport].flat().map(importLine), ''] : []),
    `All targets met: ${allMet ? 'yes' : 'no'}.`,
    '',
    'Paths:',
    ...rows.map((row) => `- ${row.label}: \`${row.path}\``),
    '',
  ].join('\n');
}

/** The catalogue import figure (issue #45 item 3; targets: under 120 s, the list's p99 under 500 ms while it runs). */
const importLine = (f) =>
  `Catalogue import: ${f.products} products in ${f.seconds} s through POST /api/staff/catalog/import in batches of ${f.batch ?? 1000} (${f.created} created, ${f.updated} updated, ${f.unchanged} unchanged; target under 120 s: ${f.seconds < 120 ? 'met' : 'not met'}); ` +
  `GET /api/Products meanwhile: p50 ${f.listP50} ms, p99 ${f.listP99} ms over ${f.listRequests} requests, ${f.listNon2xx} non-2xx (target p99 under 500 ms: ${f.listP99 < 500 ? 'met' : 'not met'}).`;

/** Prints the report and writes latest.md and latest.json. */
export function writeReport({ run, evaluation }) {
  const markdown = markdownReport({ run, evaluation });
  console.log(`\n${markdown}`);
  const dir = resolve(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, 'latest.md'), markdown);
  writeFileSync(resolve(dir, 'latest.json'), `${JSON.stringify({ ...run, ...evaluation }, null, 2)}\n`);
  log('written bench/results/latest.md and bench/results/latest.json');
}

export const machine = () => ({ node: process.version, cpus: os.cpus().length });
/** The 1-minute load average (the machine is shared: others' builds show here). */
export const loadAverage = () => os.loadavg()[0].toFixed(1);
