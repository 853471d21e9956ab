// `npm run db:seed -- [--products N] [--reset]`: fills the database with the deterministic demo data.
// DATABASE_URL → PostgreSQL; otherwise PGlite in DATA_DIR (default .data). Migrations are applied on open.
// Product count: --products, else env SEED_PRODUCTS, else 3000; 1..20000.
import { openDatabase } from '@/lib/backend/db/client';
import { DataDirLockedError } from '@/lib/backend/db/data-dir-lock';
import { DEMO_LOGINS } from '@/lib/backend/db/seed/demo-partners';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@/lib/backend/db/seed/demo-staff';
import { seedDatabase } from '@/lib/backend/db/seed/seed';

const MAX_PRODUCTS = 20_000;
const DEFAULT_PRODUCTS = 3000;

function fail(message: string): never {
  console.error(`db:seed: ${message}`);
  console.error('usage: tsx scripts/db-seed.ts [--products N] [--reset]   (N: 1..20000; env SEED_PRODUCTS, DATA_DIR, DATABASE_URL)');
  process.exit(2);
}

function parseArgs(argv: readonly string[]): { products: number; reset: boolean } {
  let raw: string | undefined;
  let source = '--products';
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--reset') reset = true;
    else if (arg === '--products') {
      raw = argv[++i];
      if (raw === undefined) fail('--products needs a number');
    } else if (arg.startsWith('--products=')) raw = arg.slice('--products='.length);
    else fail(`unknown argument "${arg}"`);
  }
  if (raw === undefined && process.env.SEED_PRODUCTS) {
    raw = process.env.SEED_PRODUCTS;
    source = 'SEED_PRODUCTS';
  }
  if (raw === undefined) return { products: DEFAULT_PRODUCTS, reset };
  const products = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(products) || products < 1 || products > MAX_PRODUCTS) {
    fail(`${source} must be a whole number from 1 to ${MAX_PRODUCTS}, got "${raw}"`);
  }
  return { products, reset };
}

function printLogins(): void {
  printTable('Demo logins:', [['partner', 'email', 'password', 'note'], ...DEMO_LOGINS.map((l) => [l.partner, l.email, l.password, l.note])]);
  printTable('Staff logins (the staff console, /staff):', [['role', 'email', 'password', 'partners'], ...DEMO_STAFF.map((s) => [s.role, s.email, DEMO_STAFF_PASSWORD, s.partners.length ? s.partners.join(', ') : 'all'])]);
}

function printTable(title: string, rows: string[][]): void {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => (r[col] ?? '').length)));
  const line = (r: string[]) => r.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  ').trimEnd();
  console.log(`\n${title}`);
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}

async function main(): Promise<void> {
  const { products, reset } = parseArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data';
  const where = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  const opened = Date.now();
  const handle = await openDatabase({ url, dataDir });
  console.log(`Opened ${where} and applied migrations in ${Date.now() - opened} ms`);
  try {
    const result = await seedDatabase(handle.db, { products, reset });
    if (result.seeded) {
      console.log(`Seeded ${result.products} products and ${result.variants} variants${reset ? ' (after reset)' : ''} in ${result.ms} ms`);
    } else {
      console.log(`Already seeded (partner acme exists: ${result.products} products, ${result.variants} variants); nothing done. Use --reset to start over.`);
    }
    printLogins();
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  // another process has the PGlite folder open: say so in one line, touch nothing (issue #14 item 15)
  if (error instanceof DataDirLockedError) console.error(`db:seed: ${error.message}`);
  else console.error('db:seed failed:', error);
  process.exit(1);
});
