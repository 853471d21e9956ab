import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { employeeAuth } from './staff';
import { messages, type Lang } from './i18n';

/**
 * The console's catalogue pages in the e2e tests (issue #45 item 1): a product code and a search
 * word no other test or run uses (the e2e database is shared by parallel workers), the editor's
 * parts found by their translated names, and a product made through the operations API.
 */
export function uniqueProduct(tag: string): { code: string; word: string } {
  const letters = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return { code: `E2E-${tag}-${Date.now().toString(36)}-${letters.slice(0, 4)}`.toUpperCase(), word: `zq${letters}` };
}

export function editorPage(page: Page, lang: Lang) {
  const m = messages(lang);
  const e = m.staffCatalog.editor;
  const v = m.staffCatalog.variants;
  // The page shown: Next keeps the pages visited before hidden in the document (the new-product
  // page after its save, with the same labels), so every part is looked for in the visible main.
  const main = page.locator('main').filter({ visible: true });
  const group = (name: string) => main.getByRole('group', { name, exact: true });
  const cell = (part: 'sku' | 'stock', color: keyof typeof m.catalog.colorNames, size: string) =>
    main.getByLabel(`${v[part]} (${v.cell.replace('{color}', m.catalog.colorNames[color]).replace('{size}', size)})`, { exact: true });
  return {
    e,
    v,
    el: group(e.languages.el),
    en: group(e.languages.en),
    main,
    field: (label: string) => main.getByLabel(label, { exact: true }),
    cell,
    save: main.getByRole('button', { name: e.save, exact: true }),
    saved: main.getByRole('status').filter({ hasText: e.saved }),
    // In main: Next's route announcer is an (empty) alert too.
    alert: main.getByRole('alert'),
    status: (s: 'Draft' | 'Published' | 'Archived') => main.getByRole('radio', { name: m.staffCatalog.statuses[s], exact: true }),
    async addColor(color: keyof typeof m.catalog.colorNames) {
      await main.getByLabel(v.colorToAdd, { exact: true }).selectOption(color);
      await main.getByRole('button', { name: v.addColor, exact: true }).click();
    },
    async addSize(size: string) {
      await main.getByLabel(v.sizeToAdd, { exact: true }).selectOption(size);
      await main.getByRole('button', { name: v.addSize, exact: true }).click();
    },
  };
}

/** A published product (its name has `sameWord` when given, else a word of its own) of the boots category (size 42 in black and white, 20 each) for every partner, made by the Employee over the operations API. */
export async function productOverApi(request: APIRequestContext, tag: string, sameWord?: string): Promise<{ code: string; word: string; eurl: string; version: number }> {
  const headers = await employeeAuth(request);
  const unique = uniqueProduct(tag);
  const { code } = unique;
  const word = sameWord ?? unique.word;
  const created = await request.post('/api/staff/catalog/products', {
    headers,
    data: { code, categoryCode: 'boots', brandCode: 'nordvik', name: { el: `Μπότα ${word} ${code}`, en: `Boot ${word} ${code}` }, priceCents: 4990, status: 'Draft' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { eurl: string; version: number };
  const variants = await request.put(`/api/staff/catalog/products/${code}/variants`, {
    headers,
    data: { expectedVersion: product.version, variants: ['black', 'white'].map((color) => ({ sku: `${code}-${color}-42`.toUpperCase(), color, size: '42', stock: 20, availability: 'Available' })) },
  });
  expect(variants.status(), await variants.text()).toBe(200);
  const published = await request.post(`/api/staff/catalog/products/${code}/status`, { headers, data: { status: 'Published', expectedVersion: ((await variants.json()) as { version: number }).version } });
  expect(published.status(), await published.text()).toBe(200);
  return { code, word, eurl: product.eurl, version: ((await published.json()) as { version: number }).version };
}
