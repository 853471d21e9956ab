import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertObjectKey, ObjectStoreUnavailableError, type ObjectStore } from './object-store';

/**
 * The object store in a folder (OBJECT_STORE=local, the default: `{DATA_DIR}/pictures`). A put
 * writes a temporary file beside the object and renames it over, so a reader never sees half an
 * object. Right for one instance (or several sharing one network folder); several instances on
 * their own disks need the S3-compatible store.
 */
export function localObjectStore(folder: string): ObjectStore {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return join(root, key);
  };
  const fail = (what: string, error: unknown): never => {
    throw new ObjectStoreUnavailableError(`${what} in ${root}`, { cause: error });
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        fail(`cannot write ${key}`, error);
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return new Uint8Array(await readFile(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        return fail(`cannot read ${key}`, error);
      }
    },
    async delete(key) {
      const path = pathOf(key);
      try {
        await rm(path, { force: true });
      } catch (error) {
        fail(`cannot delete ${key}`, error);
      }
    },
    async health() {
      try {
        await mkdir(root, { recursive: true });
        const info = await stat(root);
        return info.isDirectory() ? { ok: true } : { ok: false, reason: 'not_a_folder' };
      } catch (error) {
        return { ok: false, reason: (error as NodeJS.ErrnoException).code ?? 'unusable' };
      }
    },
  };
}
