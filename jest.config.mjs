import { availableParallelism } from 'node:os';
import vm from 'node:vm';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,scripts,bench}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/lib/testing/server-only-stub.ts' },
  // Builds (or reuses) the prepared database template once per run.
  globalSetup: '<rootDir>/lib/backend/testing/global-setup.ts',
  // On PostgreSQL runs, a file whose pooled client is given two queries at once fails (issue #44 item 8).
  setupFilesAfterEnv: ['<rootDir>/lib/backend/testing/pg-overlap-setup.ts'],
  testTimeout: 30_000,
  // Jest's default (cores − 1) runs everything in band on a two-core machine; the API suites wait on
  // the database as much as they compute, and two workers there take 20–40 % less time.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker keeps every test file's module registry it cannot free (native ESM on Node 24 among
  // them): measured at 4.8 GB per worker after 85 files. Past this (heap in use, checked after each
  // file) it is replaced. Not higher: everything in a grown worker slows down with its heap (a PGlite
  // open ≈ 1 s at 100 MB, 3–6 s past 500 MB). lib/backend/routes on two workers took 142 s at 1536MB,
  // 114 s at 600MB, 91–104 s at 400MB, 101 s at 250MB (lower, restarts cost more than they save);
  // the whole jest run 540 s → 328 s going from 1536MB to 400MB.
  workerIdleMemoryLimit: '400MB',
};

// next/jest ignores all of node_modules; these dependencies ship ESM only (jose, ky, and jsdom's
// parser stack under isomorphic-dompurify) and must be transformed for jest's CommonJS runtime.
const esmOnly = [
  'jose',
  'ky',
  'jotai',
  '@exodus/bytes',
  'parse5',
  'entities',
  '@asamuzakjp/css-color',
  '@asamuzakjp/generational-cache',
  '@csstools/css-tokenizer',
  '@csstools/css-calc',
  '@csstools/css-parser-algorithms',
  '@csstools/css-color-parser',
  '@csstools/color-helpers',
  '@asamuzakjp/dom-selector',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  // otplib's default plugins (staff two-factor sign-in)
  '@scure/base',
  '@noble/hashes',
  '@otplib/plugin-crypto-noble',
  // the picture URL fetch's address filter (lib/backend/pictures/fetch-picture-url.ts)
  'request-filtering-agent',
];
// Jest's own test for loading ESM natively through require(esm) (Node 24.9+, with the
// --experimental-vm-modules flag scripts/jest.mjs passes): there it loads every file of a
// "type": "module" package as ESM, so those packages must reach it untransformed — turned into
// CommonJS they fail with "exports is not defined". On an older Node they are transformed as before.
const jestLoadsEsmNatively = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === 'function';

async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    jestLoadsEsmNatively ? '/node_modules/' : `/node_modules/(?!(${esmOnly.join('|')})/)`,
    ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.includes('/node_modules/')),
  ];
  return resolved;
}

export default jestConfig;
