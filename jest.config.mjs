import { availableParallelism } from 'node:os';
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
async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmOnly.join('|')})/)`,
    ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.includes('/node_modules/')),
  ];
  return resolved;
}

export default jestConfig;
