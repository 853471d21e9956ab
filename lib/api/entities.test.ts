import ky from 'ky';
import { ENTITY_TYPES, getEntityProvider, loadEntitiesByIds, productsProvider, type EntityProvider, type EntityType } from './entities';

type Recorded = { method: string; url: string; body: unknown };

/** A ky instance over a fake fetch that records each request and answers `answer(request)`. */
function recordingClient(answer: (r: Recorded) => unknown = () => ({ ok: true })) {
  const requests: Recorded[] = [];
  const client = ky.create({
    prefix: 'http://api.test/api',
    retry: 0,
    timeout: false,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.text();
      const recorded = { method: request.method, url: request.url.replace('http://api.test/api', ''), body: text ? (JSON.parse(text) as unknown) : undefined };
      requests.push(recorded);
      const payload = answer(recorded);
      return payload === undefined ? new Response(null, { status: 204 }) : Response.json(payload);
    },
  });
  return { client, requests };
}

const operations = (p: EntityProvider) =>
  [
    ['getById', () => p.getById(12), 'GET', '/{T}/12', undefined],
    ['getByIds', () => p.getByIds([1, '2']), 'POST', '/{T}/ByIds', { ids: [1, '2'] }],
    ['getByCode', () => p.getByCode('AB 1/2'), 'GET', '/{T}/ByCode/AB%201%2F2', undefined],
    ['getByUrl', () => p.getByUrl('/about/us'), 'GET', '/{T}/ByUrl/%2Fabout%2Fus', undefined],
    ['list', () => p.list({ q: 'shirt', page: 2, color: 'Red' }), 'GET', '/{T}?q=shirt&page=2&color=Red', undefined],
    ['related', () => p.related('a b'), 'GET', '/{T}/a%20b/Related', undefined],
    ['create', () => p.create({ name: 'x' }), 'POST', '/{T}', { name: 'x' }],
    ['update', () => p.update(5, { name: 'y' }), 'PUT', '/{T}/5', { name: 'y' }],
    ['updateMany', () => p.updateMany([{ id: 1 }, { id: 2 }]), 'PUT', '/{T}', { items: [{ id: 1 }, { id: 2 }] }],
    ['remove', () => p.remove(9), 'DELETE', '/{T}/9', undefined],
    ['removeMany', () => p.removeMany([3, 4]), 'POST', '/{T}/RemoveMany', { ids: [3, 4] }],
  ] as const;

describe.each(ENTITY_TYPES)('%s provider', (type: EntityType) => {
  it('maps the eleven operations to method, path and body', async () => {
    const { client, requests } = recordingClient((r) => (r.url.endsWith('/ByIds') ? { items: [] } : { ok: true }));
    const provider = getEntityProvider(client, type) as EntityProvider;
    const ops = operations(provider);
    for (const [, call] of ops) await call();
    expect(requests).toEqual(ops.map(([, , method, path, body]) => ({ method, url: path.replace('{T}', type), body })));
  });
});

describe('by-ids answers', () => {
  const items = [{ id: 1 }, { id: 2 }];

  it('Products: unwrapped to the items list', async () => {
    const { client } = recordingClient(() => ({ items }));
    await expect(productsProvider(client).getByIds([1, 2])).resolves.toEqual(items);
  });

  it.each(['ContentPages', 'CustomContent', 'Orders'] as const)('%s: the {items} object as it is', async (type) => {
    const { client } = recordingClient(() => ({ items, total: 2 }));
    await expect(getEntityProvider(client, type).getByIds([1, 2])).resolves.toEqual({ items, total: 2 });
  });

  it('loadEntitiesByIds always gives the list', async () => {
    const { client } = recordingClient(() => ({ items }));
    await expect(loadEntitiesByIds(client, 'Products', [1, 2])).resolves.toEqual(items);
    await expect(loadEntitiesByIds(client, 'Orders', [1, 2])).resolves.toEqual(items);
  });
});

describe('answers', () => {
  it('resolves the JSON body, or undefined for an empty one', async () => {
    const { client } = recordingClient((r) => (r.method === 'DELETE' ? undefined : { id: 12, name: 'Shirt' }));
    const provider = getEntityProvider(client, 'Products');
    await expect(provider.getById(12)).resolves.toEqual({ id: 12, name: 'Shirt' });
    await expect(provider.remove(12)).resolves.toBeUndefined();
  });
});

describe('an unknown entity type', () => {
  it('gives a provider whose every operation rejects, without calling the API', async () => {
    const { client, requests } = recordingClient();
    const provider = getEntityProvider(client, 'Customers');
    const ops = operations(provider);
    expect(ops).toHaveLength(11);
    for (const [, call] of ops) await expect(call()).rejects.toThrow(new Error('No provider found for entity type Customers'));
    expect(requests).toEqual([]);
  });

  it('does not throw when the provider is asked for', () => {
    const { client } = recordingClient();
    expect(() => getEntityProvider(client, 'Nope')).not.toThrow();
  });
});
