import type { KyInstance, ResponsePromise, SearchParamsOption } from 'ky';

/**
 * Generic entity data access (SPEC §7, DESIGN §8): one provider per entity type with the eleven
 * operations, each one call relative to the API base. Path segments are URI-encoded.
 *
 * An unknown type does not throw when the provider is asked for: every operation of its provider
 * returns a rejected promise `Error('No provider found for entity type ' + type)` (SPEC §7: "the
 * call rejects"), so callers handle it like any failed call.
 */
export const ENTITY_TYPES = ['Products', 'ContentPages', 'CustomContent', 'Orders'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export type EntityId = number | string;

/** SPEC §7: for products the by-several-ids answer is unwrapped to its items list. */
export type ByIdsResult<K extends EntityType, T> = K extends 'Products' ? T[] : { items: T[] };

export type EntityProvider<K extends EntityType = EntityType, T = unknown> = {
  /** `GET /{Type}/{id}` */
  getById(id: EntityId): Promise<T>;
  /** `POST /{Type}/ByIds {ids}` → `{items}` (Products: the items array) */
  getByIds(ids: readonly EntityId[]): Promise<ByIdsResult<K, T>>;
  /** `GET /{Type}/ByCode/{code}` */
  getByCode(code: string): Promise<T>;
  /** `GET /{Type}/ByUrl/{url}` (the url is one encoded segment) */
  getByUrl(url: string): Promise<T>;
  /** `GET /{Type}?…` (query passed through) */
  list<L = unknown>(query?: SearchParamsOption): Promise<L>;
  /** `GET /{Type}/{id}/Related` */
  related<R = T[]>(id: EntityId): Promise<R>;
  /** `POST /{Type}` */
  create(body: unknown): Promise<T>;
  /** `PUT /{Type}/{id}` */
  update(id: EntityId, body: unknown): Promise<T>;
  /** `PUT /{Type}` with `{items}` */
  updateMany(items: readonly unknown[]): Promise<unknown>;
  /** `DELETE /{Type}/{id}` */
  remove(id: EntityId): Promise<unknown>;
  /** `POST /{Type}/RemoveMany {ids}` */
  removeMany(ids: readonly EntityId[]): Promise<unknown>;
};

export function isEntityType(type: string): type is EntityType {
  return (ENTITY_TYPES as readonly string[]).includes(type);
}

const seg = (value: EntityId) => encodeURIComponent(String(value));

/** The JSON answer, or undefined for an empty body (ky 2's `.json()` throws on an empty body). */
async function body<T>(response: ResponsePromise): Promise<T> {
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

function providerFor<K extends EntityType, T>(client: KyInstance, type: K): EntityProvider<K, T> {
  const base = seg(type);
  const at = (id: EntityId, ...rest: string[]) => [base, seg(id), ...rest].join('/');
  return {
    getById: (id) => body<T>(client.get(at(id))),
    getByIds: async (ids) => {
      const answer = await body<{ items: T[] }>(client.post(`${base}/ByIds`, { json: { ids } }));
      return (type === 'Products' ? answer.items : answer) as ByIdsResult<K, T>;
    },
    getByCode: (code) => body<T>(client.get(`${base}/ByCode/${seg(code)}`)),
    getByUrl: (url) => body<T>(client.get(`${base}/ByUrl/${seg(url)}`)),
    list: <L>(query?: SearchParamsOption) => body<L>(client.get(base, query === undefined ? {} : { searchParams: query })),
    related: <R>(id: EntityId) => body<R>(client.get(at(id, 'Related'))),
    create: (data) => body<T>(client.post(base, { json: data })),
    update: (id, data) => body<T>(client.put(at(id), { json: data })),
    updateMany: (items) => body(client.put(base, { json: { items } })),
    remove: (id) => body(client.delete(at(id))),
    removeMany: (ids) => body(client.post(`${base}/RemoveMany`, { json: { ids } })),
  };
}

function missingProvider(type: string): EntityProvider<EntityType, never> {
  const reject = () => Promise.reject(new Error(`No provider found for entity type ${type}`));
  return {
    getById: reject,
    getByIds: reject,
    getByCode: reject,
    getByUrl: reject,
    list: reject,
    related: reject,
    create: reject,
    update: reject,
    updateMany: reject,
    remove: reject,
    removeMany: reject,
  };
}

/** The provider of an entity type; for any other type, a provider whose every call rejects. */
export function getEntityProvider<K extends EntityType, T = unknown>(client: KyInstance, type: K): EntityProvider<K, T>;
export function getEntityProvider(client: KyInstance, type: string): EntityProvider<EntityType, unknown>;
export function getEntityProvider(client: KyInstance, type: string): EntityProvider<EntityType, unknown> {
  return isEntityType(type) ? providerFor(client, type) : missingProvider(type);
}

/** The typed providers of SPEC §7's four clients. */
export const productsProvider = <T = unknown>(client: KyInstance) => getEntityProvider<'Products', T>(client, 'Products');
export const contentPagesProvider = <T = unknown>(client: KyInstance) => getEntityProvider<'ContentPages', T>(client, 'ContentPages');
export const customContentProvider = <T = unknown>(client: KyInstance) => getEntityProvider<'CustomContent', T>(client, 'CustomContent');
export const ordersProvider = <T = unknown>(client: KyInstance) => getEntityProvider<'Orders', T>(client, 'Orders');

/** By-ids for the batch loader: always the items list, whatever the type's answer shape. */
export async function loadEntitiesByIds<T extends { id: EntityId }>(client: KyInstance, type: string, ids: readonly EntityId[]): Promise<T[]> {
  const answer: unknown = await getEntityProvider(client, type).getByIds(ids);
  if (Array.isArray(answer)) return answer as T[];
  const items = (answer as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}
