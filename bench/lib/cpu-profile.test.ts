import { loadWindow, samplesOf, summarise } from './cpu-profile';

/** A profile of `pattern` (one letter per 10 ms sample: i idle, r a React frame, g the garbage collector, p PGlite). */
function profileOf(pattern: string) {
  const frames = {
    i: { functionName: '(idle)', url: '', lineNumber: -1 },
    r: { functionName: 'render', url: 'file:///app/node_modules/next/dist/compiled/react-dom/server.js', lineNumber: 9 },
    g: { functionName: '(garbage collector)', url: '', lineNumber: -1 },
    p: { functionName: 'query', url: 'file:///app/node_modules/@electric-sql/pglite/dist/index.js', lineNumber: 0 },
  };
  const keys = Object.keys(frames) as (keyof typeof frames)[];
  return {
    nodes: keys.map((key, i) => ({ id: i + 1, callFrame: { ...frames[key], scriptId: '0', columnNumber: 0 } })),
    samples: [...pattern].map((c) => keys.indexOf(c as keyof typeof frames) + 1),
    // V8: each delta is from the sample before (the first from the start).
    timeDeltas: [...pattern].map((_, i) => (i === 0 ? 0 : 10_000)),
  };
}

describe('the CPU profile reader of npm run bench:profile', () => {
  it('finds the load window: the longest busy run of 100 ms bins, not start-up or idle time', () => {
    const pattern = 'r'.repeat(10) + 'i'.repeat(30) + 'rrrrrrrrrg'.repeat(5) + 'i'.repeat(20);
    const window = loadWindow(samplesOf(profileOf(pattern)));
    expect(window).toEqual({ fromUs: 400_000, toUs: 900_000 });
  });

  it('sums self time by part of the stack and by function, over the window only', () => {
    const pattern = 'p'.repeat(10) + 'i'.repeat(30) + 'rrrrrrrrgp'.repeat(5) + 'i'.repeat(20);
    const summary = summarise(profileOf(pattern));
    expect(summary.windowMs).toBe(500);
    expect(summary.busyMs).toBe(500);
    expect(summary.parts.map((p) => [p.part, p.ms])).toEqual([
      ['React (render: Flight + HTML)', 400],
      ['garbage collection', 50],
      ['PGlite', 50],
    ]);
    expect(summary.functions[0]).toMatchObject({ name: 'render node_modules/next/dist/compiled/react-dom/server.js:10', ms: 400, share: 0.8 });
  });
});
