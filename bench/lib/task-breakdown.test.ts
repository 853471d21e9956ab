import { blockingTasks, cpuSamples, firstContentfulPaint, mainThread, ownerOf, ownerShares, projectPath, type TraceEvent } from './task-breakdown';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({ functionName, url, lineNumber, columnNumber });

describe('the long tasks of a trace', () => {
  const events: TraceEvent[] = [
    { name: 'RunTask', ph: 'X', pid: 1, tid: 9, ts: 500, dur: 40_000 }, // before the paint
    { name: 'ParseHTML', ph: 'X', pid: 1, tid: 9, ts: 600, dur: 1_000 },
    { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 9, ts: 1_000 },
    { name: 'RunTask', ph: 'X', pid: 1, tid: 9, ts: 2_000, dur: 12_000 }, // 48 ms at 4×: not blocking
    { name: 'RunTask', ph: 'X', pid: 1, tid: 9, ts: 20_000, dur: 30_000 }, // 120 ms at 4×: 70 blocking
    { name: 'RunTask', ph: 'X', pid: 2, tid: 9, ts: 20_000, dur: 90_000 }, // another process
    { name: 'RunTask', ph: 'X', pid: 1, tid: 3, ts: 20_000, dur: 90_000 }, // another thread
  ];

  it('finds the main thread and the first contentful paint', () => {
    expect(mainThread(events)).toEqual({ pid: 1, tid: 9 });
    expect(mainThread([])).toBeUndefined();
    expect(firstContentfulPaint(events, 1)).toBe(1_000);
    expect(firstContentfulPaint(events, 2)).toBeUndefined();
  });

  it('keeps the main thread tasks after the paint that block at 4×, with what each adds', () => {
    expect(blockingTasks(events, { pid: 1, tid: 9 }, 1_000)).toEqual([{ ts: 20_000, ms: 30, blockingMs: 70 }]);
    expect(blockingTasks(events, { pid: 1, tid: 9 }, 0).map((t) => t.blockingMs)).toEqual([110, 70]);
  });
});

describe('the CPU samples of a trace', () => {
  it('lays the chunks end to end from the profile start, each sample with its stack innermost first', () => {
    const events: TraceEvent[] = [
      { name: 'Profile', pid: 1, tid: 9, ts: 0, args: { data: { startTime: 1_000 } } },
      { name: 'ProfileChunk', pid: 1, tid: 9, ts: 0, args: { data: { cpuProfile: { nodes: [{ id: 1, callFrame: frame('(root)') }, { id: 2, parent: 1, callFrame: frame('render', 'a.js') }], samples: [2, 1] }, timeDeltas: [10, 5] } } },
      { name: 'ProfileChunk', pid: 1, tid: 9, ts: 0, args: { data: { cpuProfile: { nodes: [{ id: 3, parent: 2, callFrame: { functionName: 'inner' } as never }], samples: [3] }, timeDeltas: [20] } } },
      { name: 'ProfileChunk', pid: 2, tid: 9, ts: 0, args: { data: { cpuProfile: { nodes: [], samples: [1] }, timeDeltas: [1] } } },
    ];
    const samples = cpuSamples(events, 1);
    expect(samples.map((s) => s.ts)).toEqual([1_010, 1_015, 1_035]);
    expect(samples.map((s) => s.stack.map((f) => f.functionName))).toEqual([['render', '(root)'], ['(root)'], ['inner', 'render', '(root)']]);
    expect(samples[2]!.stack[0]).toEqual(frame('inner', '', -1, -1)); // fields a trace leaves out
  });
});

describe('who a sample belongs to', () => {
  it('is the innermost frame of the app, then a package, then a named frame', () => {
    const react = { source: 'node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js', name: 'renderWithHooks' };
    expect(ownerOf([react, { source: 'components/cart/cart-badge.tsx', name: 'CartBadge' }, { source: 'app/layout.tsx', name: '' }])).toBe('components/cart/cart-badge.tsx CartBadge');
    expect(ownerOf([{ source: 'lib/api/cart.ts', name: '' }])).toBe('lib/api/cart.ts');
    expect(ownerOf([react, { source: 'node_modules/@tanstack/query-core/build/modern/index.js', name: 'x' }])).toBe('react-dom');
    expect(ownerOf([{ source: 'node_modules/next/src/client/app-index.tsx', name: '' }])).toBe('next');
    expect(ownerOf([{ source: 'node_modules/@tanstack/query-core/build/modern/index.js', name: 'x' }])).toBe('@tanstack/query-core');
    expect(ownerOf([{ source: '', name: 'fetch' }, { source: '/_next/static/chunks/0abc.js', name: 'W' }])).toBe('/_next/static/chunks/0abc.js');
    expect(ownerOf([{ source: '', name: '(program)' }, { source: '', name: 'fetch' }])).toBe('fetch');
    expect(ownerOf([{ source: '', name: '(root)' }])).toBe('(browser)');
  });

  it('shares are counted inside the window only, largest first', () => {
    const samples = [
      { ts: 1, owner: 'a' },
      { ts: 2, owner: 'b' },
      { ts: 3, owner: 'b' },
      { ts: 4, owner: 'a' },
      { ts: 5, owner: 'b' },
      { ts: 9, owner: 'c' },
    ];
    expect(ownerShares(samples, 2, 5)).toEqual([
      ['b', 0.75],
      ['a', 0.25],
    ]);
  });

  it('source map paths become project paths', () => {
    expect(projectPath('turbopack:///[project]/components/cart/cart-badge.tsx')).toBe('components/cart/cart-badge.tsx');
    expect(projectPath('turbopack:///[project]/node_modules/ky/source/core/Ky.ts')).toBe('node_modules/ky/source/core/Ky.ts');
    expect(projectPath('turbopack:///[project]/node_modules/.pnpm/x/node_modules/zod/v4/mini.js')).toBe('node_modules/zod/v4/mini.js');
    expect(projectPath('turbopack:///[turbopack]/browser/runtime/base/build-base.ts')).toBe('turbopack runtime');
  });
});
