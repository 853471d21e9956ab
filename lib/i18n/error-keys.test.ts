import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CartLineProblems } from '@/lib/contract/cart';
import { InvoiceErrorKeys } from '@/lib/contract/invoice-details';
import { StaffCatalogErrorKeys } from '@/lib/contract/staff-catalog';
import { StaffProductKindsErrorKeys } from '@/lib/contract/staff-product-kinds';
import { ValidationMessageKeys } from '@/lib/contract/validation-messages';
import { PickupCodeProblems } from '@/lib/rules/pickup-code';
import el from '@/messages/el.json';
import en from '@/messages/en.json';

/**
 * Every error and field key the contract and the API can answer is translated in both languages
 * (the storefront translates keys: `validation.*` first, then `errors.*`, components/forms/use-message).
 * The keys are read from the source, so a new one cannot slip by untranslated: a schema's own
 * message (`message: 'key'`), an error body (`error: 'key'`), and the keys given to the API's
 * error helpers (`badRequest('key', { field: 'key' })`, `new ApiError(409, 'key')`, `a ? 'x' : 'y'`).
 * Keys computed at run time come from the lists the code exports. The payment sandboxes (the
 * provider's side, not the shop's), test code and the database are not the API's answers.
 */
const ROOTS = ['lib/contract', 'lib/backend'];
const SKIP = /(\.test\.ts$|\/testing\/|\/sandboxes\/|\/db\/|test-endpoints\.ts$)/;
const KEY = "'([a-z][a-z0-9_]*)'";
const HELPER_CALL = /\b(?:badRequest|forbidden|notFound|conflict|unauthorized|new ApiError)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !SKIP.test(path) ? [path] : [];
  });
}

/** Key → where it was first seen (file:line). */
function keysInSource(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of ROOTS.flatMap(sourceFiles)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\*|\*|\/\/)/.test(line)) return;
        const found = [...line.matchAll(new RegExp(`\\b(?:message|error): ${KEY}`, 'g'))];
        if (HELPER_CALL.test(line)) found.push(...line.matchAll(new RegExp(`(?:\\(|\\?|:|\\d{3},)\\s*${KEY}`, 'g')));
        for (const match of found) if (!keys.has(match[1]!)) keys.set(match[1]!, `${file}:${i + 1}`);
      });
  }
  return keys;
}

// A feature's own error keys may live in its namespace: the product pictures' in `pictures.errors`, the catalogue's in `staffCatalog.errors`, the catalogue import's in `staffImport.errors`, the pictures ZIP's in `staffPictureZip.errors`, a bundle's parts' and a group's members' in `staffProductKinds.errors` (issue #45).
const translated = (catalogue: typeof el, key: string) => key in catalogue.validation || key in catalogue.errors || key in catalogue.pictures.errors || key in catalogue.staffCatalog.errors || key in catalogue.staffImport.errors || key in catalogue.staffPictureZip.errors || key in catalogue.staffProductKinds.errors;

describe('error keys', () => {
  const keys = keysInSource();
  const computed: Record<string, readonly string[]> = { ValidationMessageKeys, InvoiceErrorKeys, CartLineProblems, StaffCatalogErrorKeys, StaffProductKindsErrorKeys, PickupCodeProblems };
  for (const [list, listed] of Object.entries(computed)) for (const key of listed) if (!keys.has(key)) keys.set(key, list);

  it('are found in the source (the scan works)', () => {
    expect(keys.size).toBeGreaterThan(60);
    for (const key of ['validation_failed', 'too_many_requests', 'reset_link_invalid', 'price_range_invalid', 'tax_office_unknown', 'token_expired', 'password_too_common', 'quota_exceeded', 'internal_error']) {
      expect(keys.has(key)).toBe(true);
    }
  });

  it('are all translated in Greek and in English', () => {
    const missing = (catalogue: typeof el) => [...keys].filter(([key]) => !translated(catalogue, key)).map(([key, where]) => `${key} (${where})`);
    expect(missing(el)).toEqual([]);
    expect(missing(en)).toEqual([]);
  });
});
