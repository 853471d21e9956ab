import { objectStoreConfig, type ObjectStoreEnv } from '@/lib/config/object-store';
import { localObjectStore } from './local-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-store';

/** The object store the environment names (lib/config/object-store.ts): a folder or an S3-compatible bucket. */
export function objectStoreFromEnv(env: ObjectStoreEnv): ObjectStore {
  const config = objectStoreConfig(env);
  return config.kind === 'local' ? localObjectStore(config.folder) : s3ObjectStore(config);
}
