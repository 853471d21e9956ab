// Reading a V8 CPU profile (`node --cpu-prof`) of the server under load: where the CPU time of the
// load window went, by part of the stack (React, Next, the app's bundles, PGlite, …) and by
// function (self time). Pure functions over the profile's JSON; bench/profile.mjs prints them.

export type CallFrame = { functionName: string; url: string; lineNumber: number };
/**
 * The parts of a `.cpuprofile` file this reads. A node names its children (`node --cpu-prof`) or
 * its parent (the `ProfileChunk` events of a Chrome trace, bench/lib/task-breakdown.ts).
 */
export type CpuProfile<F extends CallFrame = CallFrame> = { nodes: { id: number; callFrame: F; children?: number[]; parent?: number }[]; samples: number[]; timeDeltas: number[] };
type Sample<F extends CallFrame = CallFrame> = { time: number; frame: F; stack: F[] };

/** The part of the server a frame belongs to, by its script's URL (first match wins). */
const PARTS: [string, (f: CallFrame) => boolean][] = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['V8 (program)', (f) => f.functionName === '(program)'],
  ['React (render: Flight + HTML)', (f) => /react-server-dom|react-dom|[/\\]react[/\\]|compiled[/\\]react/.test(f.url)],
  ['Next server', (f) => /next[/\\]dist/.test(f.url)],
  ['PGlite', (f) => /pglite/.test(f.url)],
  ['app bundles (app code and bundled libraries)', (f) => /\.next[/\\]server/.test(f.url)],
  ['node internals', (f) => f.url.startsWith('node:') || (f.url === '' && f.functionName !== '(idle)')],
  ['other node_modules', (f) => /node_modules/.test(f.url)],
];

const partOf = (frame: CallFrame) => PARTS.find(([, test]) => test(frame))?.[0] ?? 'other';

/** Each sample as { time (µs from the profile's start), frame }, idle samples included. */
export function samplesOf<F extends CallFrame>(profile: CpuProfile<F>): Sample<F>[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node.id);
    if (node.parent !== undefined) parent.set(node.id, node.parent);
  }
  const stacks = new Map<number, F[]>();
  const stackOf = (id: number): F[] => {
    let stack = stacks.get(id);
    if (!stack) {
      const up = parent.get(id);
      stacks.set(id, (stack = [byId.get(id)!.callFrame, ...(up === undefined ? [] : stackOf(up))]));
    }
    return stack;
  };
  let time = 0;
  return profile.samples.map((id, i) => {
    time += profile.timeDeltas[i] ?? 0;
    const stack = stackOf(id);
    return { time, frame: stack[0]!, stack };
  });
}

/**
 * The load window: the longest run of 100 ms bins in which the server was busy more than half of
 * the time (the warm-up and the measured run are one such run; start-up and shut-down are not).
 */
export function loadWindow(samples: Sample[], binUs = 100_000): { fromUs: number; toUs: number } {
  const bins = new Map<number, { busy: number; all: number }>();
  for (const { time, frame } of samples) {
    const bin = Math.floor(time / binUs);
    const entry = bins.get(bin) ?? { busy: 0, all: 0 };
    entry.all += 1;
    if (frame.functionName !== '(idle)') entry.busy += 1;
    bins.set(bin, entry);
  }
  const last = Math.max(0, ...bins.keys());
  let best = { from: 0, to: -1 };
  let from: number | null = null;
  for (let bin = 0; bin <= last + 1; bin++) {
    const entry = bins.get(bin);
    const busy = entry && entry.busy / entry.all > 0.5;
    if (busy && from === null) from = bin;
    if (!busy && from !== null) {
      if (bin - from > best.to - best.from) best = { from, to: bin };
      from = null;
    }
  }
  return { fromUs: best.from * binUs, toUs: best.to * binUs };
}

/** Self time in the window by part and by function (ms), with the window's length and busy share. */
export function summarise(profile: CpuProfile) {
  const samples = samplesOf(profile);
  const { fromUs, toUs } = loadWindow(samples);
  const inWindow = samples.filter((s) => s.time >= fromUs && s.time < toUs);
  const busy = inWindow.filter((s) => s.frame.functionName !== '(idle)');
  const msPerSample = busy.length ? (toUs - fromUs) / 1000 / inWindow.length : 0;
  const parts = new Map<string, number>();
  const functions = new Map<string, { samples: number; part: string }>();
  const appInclusive = new Map<string, number>();
  for (const { frame, stack } of busy) {
    const part = partOf(frame);
    parts.set(part, (parts.get(part) ?? 0) + 1);
    const entry = functions.get(nameOf(frame)) ?? { samples: 0, part };
    entry.samples += 1;
    functions.set(nameOf(frame), entry);
    // Time under each of the app's own functions (once per sample however deep the recursion).
    for (const name of new Set(stack.filter(isAppFrame).map(nameOf))) appInclusive.set(name, (appInclusive.get(name) ?? 0) + 1);
  }
  const ms = (n: number) => n * msPerSample;
  return {
    windowMs: (toUs - fromUs) / 1000,
    busyMs: ms(busy.length),
    parts: [...parts].map(([part, n]) => ({ part, ms: ms(n), share: n / busy.length })).sort((a, b) => b.ms - a.ms),
    functions: [...functions].map(([name, e]) => ({ name, part: e.part, ms: ms(e.samples), share: e.samples / busy.length })).sort((a, b) => b.ms - a.ms),
    /** Inclusive time under the app bundles' named functions (the synchronous part after each await). */
    appFunctions: [...appInclusive]
      .map(([name, n]) => ({ name, ms: ms(n), share: n / busy.length }))
      .sort((a, b) => b.ms - a.ms),
  };
}

const nameOf = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
const isAppFrame = (frame: CallFrame) => /\.next[/\\]server/.test(frame.url) && frame.functionName.length > 2;

function shortUrl(url: string): string {
  const at = url.search(/node_modules|\.next[/\\]/);
  return at >= 0 ? url.slice(at) : url;
}
