// After `next build`: make .next/standalone self-contained for a Node host (DESIGN §2):
// static assets, public files and the SQL migrations the server applies at start.
import { cpSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

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
];
for (const [from, to] of copies) {
  if (existsSync(resolve(root, from))) cpSync(resolve(root, from), resolve(root, to), { recursive: true });
}
console.log('prepare-standalone: static files, public/ and migrations copied into .next/standalone');
