// What ran in each long task of a page load (issue #16's Lighthouse target): Lighthouse counts a
// page's blocking time from the tasks of an unthrottled load, each multiplied by its CPU slowdown
// (4× on mobile), from the first contentful paint on. These pure functions read a Chrome trace
// (devtools.timeline, loading and disabled-by-default-v8.cpu_profiler categories): the main
// thread's tasks that would block at 4×, and for each the share of CPU samples by owner, the
// innermost frame of the app's own code (else the package, else the frame itself).
// bench/lib/breakdown-main.mjs records the traces and maps the frames through the source maps.

import { samplesOf, type CallFrame, type CpuProfile } from './cpu-profile';

export type TraceEvent = { name: string; ph?: string; pid: number; tid: number; ts: number; dur?: number; args?: { data?: Record<string, unknown> } };
export type Frame = CallFrame & { columnNumber: number };
/** A frame after source mapping: the original source (relative to the project or `node_modules/…`) and function name. */
export type SourceFrame = { source: string; name: string };
type ProfileNode = { id: number; parent?: number; callFrame: Frame };
export type TimedSample = { ts: number; stack: Frame[] };

/** Lighthouse's mobile CPU slowdown and the length from which a task blocks. */
export const SLOWDOWN = 4;
export const BLOCKING_MS = 50;

/** The renderer's main thread: the thread that parsed the page's HTML. */
export function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const parse = events.find((e) => e.name === 'ParseHTML');
  return parse && { pid: parse.pid, tid: parse.tid };
}

/** The first contentful paint's trace time (µs) in the page's process, or undefined when the trace has none. */
export const firstContentfulPaint = (events: readonly TraceEvent[], pid: number): number | undefined => events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;

/** The main thread's tasks from `fromTs` on that block at the slowdown, with the blocking time each adds (ms). */
export function blockingTasks(events: readonly TraceEvent[], thread: { pid: number; tid: number }, fromTs: number) {
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && e.ts >= fromTs)
    .map((e) => ({ ts: e.ts, ms: (e.dur ?? 0) / 1000, blockingMs: ((e.dur ?? 0) / 1000) * SLOWDOWN - BLOCKING_MS }))
    .filter((task) => task.blockingMs > 0);
}

/**
 * The CPU samples of a process's profile in the trace (`Profile` + `ProfileChunk` events), each
 * with its stack, innermost frame first (one array per profile node, shared by its samples), read
 * as bench:profile reads a `.cpuprofile` (samplesOf).
 */
export function cpuSamples(events: readonly TraceEvent[], pid: number): TimedSample[] {
  const profile: CpuProfile<Frame> = { nodes: [], samples: [], timeDeltas: [] };
  let startTime = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = event.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (event.name === 'Profile') startTime = data?.startTime ?? startTime;
    if (event.name !== 'ProfileChunk') continue;
    for (const { id, parent, callFrame } of data?.cpuProfile?.nodes ?? []) {
      // A trace's frames may leave out empty fields.
      const { functionName = '', url = '', lineNumber = -1, columnNumber = -1 } = callFrame as Partial<Frame>;
      profile.nodes.push({ id, parent, callFrame: { functionName, url, lineNumber, columnNumber } });
    }
    const samples = data?.cpuProfile?.samples ?? [];
    profile.samples.push(...samples);
    profile.timeDeltas.push(...samples.map((_, i) => data?.timeDeltas?.[i] ?? 0));
  }
  return samplesOf(profile).map(({ time, stack }) => ({ ts: startTime + time, stack }));
}

const APP_CODE = /^(app|components|lib)\//;

/** The package of a source under node_modules; Next's compiled copies (React, its scheduler) by their own name. */
function packageOf(source: string): string | undefined {
  const compiled = /^node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (compiled) return compiled;
  return /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
}

/**
 * Who a sample's time belongs to: the innermost frame of the app's code, else the innermost
 * package, else the innermost script (a frame no source map named), else the innermost named frame.
 */
export function ownerOf(stack: readonly SourceFrame[]): string {
  const app = stack.find((f) => APP_CODE.test(f.source));
  if (app) return `${app.source}${app.name ? ` ${app.name}` : ''}`;
  const pkg = stack.map((f) => packageOf(f.source)).find(Boolean);
  if (pkg) return pkg;
  const script = stack.find((f) => f.source);
  if (script) return script.source;
  const named = stack.find((f) => f.name && f.name !== '(root)' && f.name !== '(program)');
  return named ? named.name : '(browser)';
}

/** Each owner's share (0–1) of the samples in [fromTs, toTs], largest first. */
export function ownerShares(samples: readonly { ts: number; owner: string }[], fromTs: number, toTs: number): [string, number][] {
  const counts = new Map<string, number>();
  let all = 0;
  for (const { ts, owner } of samples) {
    if (ts < fromTs || ts > toTs) continue;
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
    all += 1;
  }
  return [...counts].map(([owner, n]): [string, number] => [owner, n / all]).sort((a, b) => b[1] - a[1]);
}

/** A source map's source as a path in the project (`components/…`, `node_modules/…`), or the bundler's runtime. */
export function projectPath(source: string): string {
  const path = source.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  if (/^turbopack:\/\/\/\[turbopack\]\//.test(path)) return 'turbopack runtime';
  const inModules = path.lastIndexOf('node_modules/');
  return inModules >= 0 ? path.slice(inModules) : path;
}
