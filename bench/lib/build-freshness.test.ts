import { affectsBuild, changedSinceBuild } from './build-freshness';

describe('affectsBuild', () => {
  it.each(['app/[lang]/layout.tsx', 'components/checkout/checkout-form.tsx', 'lib/api/client.ts', 'messages/el.json', 'middleware.ts', 'next.config.mjs', 'package-lock.json', 'public/favicon.svg', 'scripts/prepare-standalone.mjs'])(
    'counts %s',
    (path) => expect(affectsBuild(path)).toBe(true),
  );

  it.each(['bench/lib/server.mjs', 'e2e/checkout.spec.ts', 'docs/decisions.md', 'README.md', 'lib/api/client.test.ts', 'components/ui/money.test.tsx', 'playwright.config.ts', 'jest.config.mjs', 'eslint.config.mjs', '.ci/run'])(
    'leaves out %s',
    (path) => expect(affectsBuild(path)).toBe(false),
  );
});

describe('changedSinceBuild', () => {
  const builtAt = 1_000;

  it('names the newest source changed after the build', () => {
    const files = [
      { path: 'lib/a.ts', modifiedAt: 1_200 },
      { path: 'app/page.tsx', modifiedAt: 1_500 },
      { path: 'components/b.tsx', modifiedAt: 900 },
    ];
    expect(changedSinceBuild(builtAt, files)).toEqual({ path: 'app/page.tsx', modifiedAt: 1_500 });
  });

  it('is undefined when every source is older than the build, or only tests and tools changed', () => {
    expect(changedSinceBuild(builtAt, [{ path: 'lib/a.ts', modifiedAt: 999 }])).toBeUndefined();
    expect(changedSinceBuild(builtAt, [{ path: 'lib/a.ts', modifiedAt: 1_000 }])).toBeUndefined();
    expect(changedSinceBuild(builtAt, [{ path: 'e2e/x.spec.ts', modifiedAt: 5_000 }, { path: 'lib/a.test.ts', modifiedAt: 5_000 }])).toBeUndefined();
  });
});
