import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localObjectStore } from './local-store';
import { memoryObjectStore } from './memory-store';
import { assertObjectKey, isObjectStoreUnavailable, type ObjectStore } from './object-store';
import { startS3TestServer } from './testing/s3-test-server';

jest.setTimeout(60_000);

let folder: string;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'object-store-'));
  s3 = await startS3TestServer();
});

afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe.each([
  ['local', () => localObjectStore(join(folder, 'store'))],
  ['memory', () => memoryObjectStore()],
  ['s3 (s3rver)', () => s3.store()],
] as const)('%s object store', (_name, make: () => ObjectStore) => {
  it('puts, gets, overwrites and deletes an object; a missing key is null', async () => {
    const store = make();
    await store.put('pictures/P000001/a.webp', bytes('one'), 'image/webp');
    expect(Buffer.from((await store.get('pictures/P000001/a.webp'))!).toString()).toBe('one');
    await store.put('pictures/P000001/a.webp', bytes('two'), 'image/webp');
    expect(Buffer.from((await store.get('pictures/P000001/a.webp'))!).toString()).toBe('two');
    expect(await store.get('pictures/P000001/missing.webp')).toBeNull();
    await store.delete('pictures/P000001/a.webp');
    expect(await store.get('pictures/P000001/a.webp')).toBeNull();
    await store.delete('pictures/P000001/a.webp'); // deleting what is gone is fine
    expect(await store.health()).toEqual({ ok: true });
  });

  it('refuses keys that could leave the store', async () => {
    const store = make();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/./b', 'é.webp']) {
      await expect(store.put(key, bytes('x'), 'image/webp')).rejects.toThrow(RangeError);
    }
  });
});

describe('failures are ObjectStoreUnavailableError', () => {
  it('a local folder that cannot be written', async () => {
    const file = join(folder, 'a-file');
    await writeFile(file, 'not a folder');
    const store = localObjectStore(file);
    const error = await store.put('x.webp', bytes('x'), 'image/webp').catch((e: unknown) => e);
    expect(isObjectStoreUnavailable(error)).toBe(true);
    expect((await store.health()).ok).toBe(false);
  });

  it('a local put leaves no temporary file behind', async () => {
    const store = localObjectStore(join(folder, 'clean'));
    await store.put('k/one.webp', bytes('1'), 'image/webp');
    expect(await readdir(join(folder, 'clean', 'k'))).toEqual(['one.webp']);
  });

  it('an S3 server that is down, and back', async () => {
    const store = s3.store();
    await store.put('up.webp', bytes('up'), 'image/webp');
    await s3.stop();
    try {
      for (const call of [() => store.put('down.webp', bytes('x'), 'image/webp'), () => store.get('up.webp'), () => store.delete('up.webp')]) {
        expect(isObjectStoreUnavailable(await call().catch((e: unknown) => e))).toBe(true);
      }
      expect(await store.health()).toEqual({ ok: false, reason: 'unreachable' });
    } finally {
      await s3.start();
    }
    expect(Buffer.from((await store.get('up.webp'))!).toString()).toBe('up');
  });

  it('a memory store that is down', async () => {
    const store = memoryObjectStore();
    store.down(true);
    expect(isObjectStoreUnavailable(await store.get('a').catch((e: unknown) => e))).toBe(true);
  });
});

it('assertObjectKey accepts the picture keys', () => {
  expect(() => assertObjectKey('pictures/P000001/3fa1-00ff.webp')).not.toThrow();
});
