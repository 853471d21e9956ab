import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CartLineProblems } from '@/lib/contract/cart';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { CLIENT_MESSAGES } from './client-messages';
import { covers, pickMessages } from './pick-messages';
import { clientTree } from './usage/client-tree';

/**
 * Issue #15: every client component gets the messages it reads, and the browser no others. Reads
 * every client module each route file reaches (lib/i18n/usage) and compares with the table.
 */
const root = resolve(__dirname, '../..');
const appDir = join(root, 'app/[lang]');
const routeFiles = (readdirSync(appDir, { recursive: true }) as string[])
  .filter((file) => /(^|\/)(page|layout|template|default|error|loading|not-found)\.tsx$/.test(file))
  .map((file) => file.replace(/\.tsx$/, ''))
  .sort();
const entries: Record<string, readonly string[]> = CLIENT_MESSAGES;
const trees = new Map(routeFiles.map((file) => [file, clientTree(root, join(appDir, `${file}.tsx`))]));
/** The table entry whose provider a route file's client components sit in. */
const scopeOf = (file: string) => (file in entries ? file : 'layout');
const treeOf = (file: string) => trees.get(file) ?? { paths: new Map<string, string[]>(), problems: [`${file}: no tree`] };

describe('client messages (lib/i18n/client-messages.ts)', () => {
  it('finds the route files and their client modules', () => {
    expect(routeFiles).toEqual(expect.arrayContaining(['layout', 'error', '[partnerId]/layout', '(auth)/[partnerId]/login/page', '[partnerId]/(partner-wide)/checkout/page']));
    expect([...treeOf('(auth)/[partnerId]/login/page').paths.keys()]).toContain('auth.login.submit');
    expect(treeOf('[partnerId]/layout').paths.get('cart.title')).toEqual(['components/cart/cart-badge.tsx']);
  });

  it('reads every client module (each translator call has a form the scanner knows)', () => {
    expect([...new Set([...trees.values()].flatMap((tree) => tree.problems))]).toEqual([]);
  });

  it('has an entry only for route files', () => {
    expect(Object.keys(entries).filter((key) => !routeFiles.includes(key))).toEqual([]);
  });

  it.each(routeFiles)('%s: its client components get every message they read', (file) => {
    const provided = entries[scopeOf(file)] ?? [];
    const missing = [...treeOf(file).paths].filter(([path]) => !covers(provided, path)).map(([path, readers]) => `${path} (${readers.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('a route file with an entry renders its own provider with it', () => {
    const withoutProvider = Object.keys(entries).filter((key) => {
      const source = readFileSync(join(appDir, `${key}.tsx`), 'utf8');
      return !source.includes('<ClientMessages') || !source.includes(`scope="${key}"`);
    });
    expect(withoutProvider).toEqual([]);
  });

  it('lists nothing that no client component reads', () => {
    const unused = Object.entries(entries).flatMap(([scope, provided]) => {
      const read = routeFiles.filter((file) => scopeOf(file) === scope).flatMap((file) => [...treeOf(file).paths.keys()]);
      return provided.filter((path) => !read.some((r) => covers([path], r) || covers([r], path))).map((path) => `${scope}: ${path}`);
    });
    expect(unused).toEqual([]);
  });

  it('lists messages that exist in both catalogues', () => {
    const absent = Object.entries(entries).flatMap(([scope, paths]) =>
      paths.filter((path) => [el, en].some((catalogue) => Object.keys(pickMessages(catalogue, [path])).length === 0)).map((path) => `${scope}: ${path}`),
    );
    expect(absent).toEqual([]);
  });

  it('keeps the login page small: no form, cart or checkout messages', () => {
    const login = pickMessages(el, entries['(auth)/[partnerId]/login/page'] ?? []);
    expect(Object.keys(login)).toEqual(['auth']);
    expect(Buffer.byteLength(JSON.stringify(pickMessages(el, entries.layout ?? [])))).toBeLessThan(1500);
  });

  it('gives the cart page the texts of its lines\' problems, not every API error (decision 0058)', () => {
    const cart = entries['[partnerId]/(per-request)/cart/page'] ?? [];
    expect(cart.filter((path) => path === 'errors' || path.startsWith('errors.'))).toEqual(CartLineProblems.map((problem) => `errors.${problem}`).sort());
  });

  it('gives the checkout its cart blockers\' texts, not every API error (decision 0061)', () => {
    const checkout = entries['[partnerId]/(partner-wide)/checkout/page'] ?? [];
    const expected = [...CartLineProblems, 'quota_exceeded', 'unknown'].map((key) => `errors.${key}`).sort();
    expect(checkout.filter((path) => path === 'errors' || path.startsWith('errors.'))).toEqual(expected);
  });
});
