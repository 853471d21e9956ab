// After `next build`: make .next/standalone self-contained for a Node host (DESIGN §2):
// static assets, public files, the SQL migrations the server applies at start, and the server
// preload (scripts/server-preload.cjs: client address and graceful shutdown) with what it requires.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const standalone = resolve(root, '.next/standalone');
if (!existsSync(standalone)) {
  console.error('prepare-standalone: .next/standalone is missing (is output: "standalone" set?)');
  process.exit(1);
}
const copies = [
  ['.next/static', '.next/standalone/.next/static'],
  ['public', '.next/standalone/public'],
  ['lib/backend/db/migrations', '.next/standalone/lib/backend/db/migrations'],
  ['scripts/server-preload.cjs', '.next/standalone/server-preload.cjs'],
  ['lib/config/trust-proxy.cjs', '.next/standalone/lib/config/trust-proxy.cjs'],
];
for (const [from, to] of copies) {
  if (existsSync(resolve(root, from))) cpSync(resolve(root, from), resolve(root, to), { recursive: true });
}

/** Copies an npm package and its dependencies into .next/standalone/node_modules (unless traced there already). */
function copyPackage(name, from = root) {
  const target = resolve(standalone, 'node_modules', name);
  if (existsSync(target)) return;
  const manifest = createRequire(resolve(from, 'package.json')).resolve(`${name}/package.json`);
  cpSync(dirname(manifest), target, { recursive: true });
  for (const dependency of Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).dependencies ?? {})) copyPackage(dependency, dirname(manifest));
}
copyPackage('proxy-addr'); // required by lib/config/trust-proxy.cjs, outside the bundles
console.log('prepare-standalone: static files, public/, migrations and server-preload.cjs copied into .next/standalone');
