import { routingConfigFromEnv } from '@/lib/routing/config';
import { resolveRoute } from '@/lib/routing/resolve';
import type { KyInstance } from 'ky';
import { picturePlan, refusalKey } from './picture-actions';

/** What a plan sends, recorded by a stand-in for ky. */
function recorder() {
  const calls: { method: string; path: string; options: { json?: unknown; body?: FormData } }[] = [];
  const record = (method: string) => (path: string, options = {}) => {
    calls.push({ method, path, options });
    return Promise.resolve();
  };
  return { calls, api: { post: record('post'), put: record('put'), delete: record('delete') } as unknown as KyInstance };
}

const form = (values: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe('picturePlan', () => {
  it('forwards an upload as multipart with the colour and both alt texts', async () => {
    const { calls, api } = recorder();
    const plan = picturePlan('P000123', form({ intent: 'upload', file: new Blob([new Uint8Array([1, 2, 3])]), color: 'red', alt_el: 'Μπροστά', alt_en: 'Front' }));
    await plan.send(api);
    expect(calls[0]!.method).toBe('post');
    expect(calls[0]!.path).toBe('/staff/products/P000123/pictures');
    const body = calls[0]!.options.body!;
    expect([body.get('color'), body.get('alt_el'), body.get('alt_en'), (body.get('file') as Blob).size]).toEqual(['red', 'Μπροστά', 'Front', 3]);
    expect(plan.done).toEqual({ page: 'products/P000123/pictures', query: { done: 'uploaded' } });
  });

  it('an upload without a file sends none (the API says picture_required)', async () => {
    const { calls, api } = recorder();
    await picturePlan('P1', form({ intent: 'upload', file: new Blob([]) })).send(api);
    expect(calls[0]!.options.body!.has('file')).toBe(false);
  });

  it('reorders, updates and deletes', async () => {
    const { calls, api } = recorder();
    await picturePlan('P1', form({ intent: 'order', ids: '3, 1,2,x', expectedVersion: 'abc' })).send(api);
    await picturePlan('P1', form({ intent: 'update', id: '7', color: '', alt_el: 'α', alt_en: 'a' })).send(api);
    await picturePlan('P1', form({ intent: 'delete', id: '7' })).send(api);
    expect(calls.map((c) => [c.method, c.path, c.options.json])).toEqual([
      ['put', '/staff/products/P1/pictures', { ids: [3, 1, 2], expectedVersion: 'abc' }],
      ['put', '/staff/products/P1/pictures/7', { color: null, alt: { el: 'α', en: 'a' } }],
      ['delete', '/staff/products/P1/pictures/7', undefined],
    ]);
  });

  it('goes back with the field’s key when there is one', () => {
    expect(refusalKey('validation_failed', { file: 'picture_not_image' })).toBe('picture_not_image');
    expect(refusalKey('validation_failed', { alt_en: 'max_characters', color: 'picture_color_invalid' })).toBe('picture_color_invalid');
    expect(refusalKey('picture_store_unavailable', undefined)).toBe('picture_store_unavailable');
    expect(picturePlan('P1', form({ intent: 'delete', id: '1' })).failed('pictures_changed', undefined)).toEqual({ page: 'products/P1/pictures', query: { error: 'pictures_changed' } });
  });
});

describe('the pictures page and its handler are console paths', () => {
  const config = routingConfigFromEnv({});
  const resolve = (pathname: string, hasStaffSession = true) => resolveRoute({ pathname, search: '', authenticated: false, hasStaffSession }, config);

  it('opens the page (the code in lower case: an upper-case one redirects) and the form handler', () => {
    expect(resolve('/en/staff/products/p000123/pictures')).toEqual({ kind: 'staff', pathname: '/en/staff/products/p000123/pictures', lang: 'en' });
    expect(resolve('/en/staff/products/P000123/pictures')).toEqual({ kind: 'redirect', status: 308, location: '/en/staff/products/p000123/pictures' });
    expect(resolve('/staff/products/p000123/pictures/action')).toEqual({ kind: 'staff', pathname: '/el/staff/products/p000123/pictures/action', lang: 'el' });
    expect(resolve('/staff/products/p000123/pictures/other')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/en/staff/products/p000123/pictures', false)).toMatchObject({ kind: 'redirect', status: 307 });
  });
});
