import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The storefront's stylesheets come from one module (./storefront-styles.ts, decision 0076): a
// component importing its own CSS again would split the page's stylesheet into several
// render-blocking requests, each page with its own mix.
const root = join(__dirname, '..', '..');
const files = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const storefront = files('components').filter((file) => !file.startsWith(join('components', 'staff')));
const cssImports = (source: string) => [...source.matchAll(/^import '([^']+\.css)';$/gm)].map((match) => match[1]);

describe('the storefront stylesheets', () => {
  const listed = cssImports(readFileSync(join(root, 'components/layout/storefront-styles.ts'), 'utf8'));

  it('lists every stylesheet of the storefront components, each once', () => {
    const sheets = storefront.filter((file) => file.endsWith('.css')).map((file) => `@/${file}`);
    expect([...listed].sort()).toEqual(sheets.sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('keeps the checkout stylesheet last (the staff order page shares it: its own chunk, after the rest)', () => {
    expect(listed.at(-1)).toBe('@/components/checkout/checkout.css');
  });

  it('is the only module of the storefront components that imports a stylesheet', () => {
    const importing = storefront
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('storefront-styles.ts'))
      .filter((file) => cssImports(readFileSync(join(root, file), 'utf8')).length > 0)
      .map((file) => relative(root, join(root, file)));
    expect(importing).toEqual([]);
  });
});
