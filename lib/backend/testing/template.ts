import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where the prepared PGlite template for API tests lives, and the admin/template names on PostgreSQL. */
export const TEMPLATE_DIR = path.join(process.cwd(), '.cache', 'test-template');
export const PG_TEMPLATE_DB = 'storefront_template';
export const TEMPLATE_PRODUCTS = 300;
/** Low cost on purpose: tests hash many passwords; production uses the configured cost. */
export const TEST_PASSWORD_COST = 1024;

/** A fingerprint of everything that shapes the template: change one, and it is rebuilt. */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  const roots = ['lib/backend/db/migrations', 'lib/backend/db/seed'];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!name.includes('.test.')) hash.update(file).update(readFileSync(file));
    }
  };
  for (const root of roots) walk(path.join(process.cwd(), root));
  hash.update(String(TEMPLATE_PRODUCTS));
  return hash.digest('hex').slice(0, 16);
}

export function pgliteTemplateFile(): string {
  return path.join(TEMPLATE_DIR, `pglite-${templateFingerprint()}.tar`);
}
