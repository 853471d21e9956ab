import { join } from 'node:path';

/**
 * The object store of product pictures (issue #45 item 2, decision 0027), from the environment:
 * OBJECT_STORE=local (the default) keeps them in a folder, OBJECT_STORE_DIR or else
 * `{DATA_DIR}/pictures` (a valid production choice for one instance); OBJECT_STORE=s3 keeps them
 * in an S3-compatible bucket (S3, MinIO, Ceph) that every instance shares.
 */
export const OBJECT_STORE_KINDS = ['local', 's3'] as const;
export type ObjectStoreKind = (typeof OBJECT_STORE_KINDS)[number];

/** What OBJECT_STORE=s3 cannot start without. */
export const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

type Source = Readonly<Record<string, unknown>>;
const isSet = (env: Source, name: string) => env[name] !== undefined && env[name] !== '';

/**
 * One problem per variable OBJECT_STORE=s3 is missing, in any NODE_ENV and with DEMO_MODE too:
 * without a bucket and its keys no picture could be stored or served, so the start is refused.
 * Nothing is required for the local folder.
 */
export function objectStoreProblems(env: Source): { variable: string; message: string }[] {
  if (env.OBJECT_STORE !== 's3') return [];
  return S3_REQUIRED.filter((name) => !isSet(env, name)).map((variable) => ({
    variable,
    message: 'required with OBJECT_STORE=s3 (the bucket and the access key of an S3-compatible store), or set OBJECT_STORE=local',
  }));
}

export type ObjectStoreConfig =
  | { kind: 'local'; folder: string }
  | { kind: 's3'; endpoint?: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export type ObjectStoreEnv = {
  DATA_DIR: string;
  OBJECT_STORE: ObjectStoreKind;
  OBJECT_STORE_DIR?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
};

/** The store's settings from a validated environment (path-style addressing by default when an endpoint is given: MinIO and Ceph). */
export function objectStoreConfig(env: ObjectStoreEnv): ObjectStoreConfig {
  if (env.OBJECT_STORE === 'local') return { kind: 'local', folder: env.OBJECT_STORE_DIR ?? join(env.DATA_DIR, 'pictures') };
  return {
    kind: 's3',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
  };
}
