import { objectStoreConfig, objectStoreProblems } from './object-store';
import { EnvError, parseServerEnv } from './server-env';

describe('object store configuration', () => {
  it('defaults to a folder under the data directory, refusing nothing (also in production)', () => {
    const env = parseServerEnv({ DATA_DIR: '/srv/shop' });
    expect(objectStoreConfig(env)).toEqual({ kind: 'local', folder: '/srv/shop/pictures' });
    expect(objectStoreConfig(parseServerEnv({ OBJECT_STORE_DIR: '/mnt/pictures' }))).toEqual({ kind: 'local', folder: '/mnt/pictures' });
    expect(objectStoreProblems({ NODE_ENV: 'production', OBJECT_STORE: 'local' })).toEqual([]);
  });

  it('S3: endpoint, region, bucket, keys; path-style by default with an endpoint', () => {
    const env = parseServerEnv({ OBJECT_STORE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'shop-pictures', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'eu-central-1' });
    expect(objectStoreConfig(env)).toEqual({ kind: 's3', endpoint: 'http://minio:9000', region: 'eu-central-1', bucket: 'shop-pictures', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    const aws = parseServerEnv({ OBJECT_STORE: 's3', S3_BUCKET: 'shop-pictures', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(objectStoreConfig(aws)).toMatchObject({ forcePathStyle: false, region: 'us-east-1' });
    expect(objectStoreConfig(aws)).not.toHaveProperty('endpoint');
  });

  it.each([[{}], [{ DEMO_MODE: '1' }], [{ NODE_ENV: 'production' }]])('OBJECT_STORE=s3 without bucket and keys refuses to start (%j)', (extra) => {
    let error: unknown;
    try {
      parseServerEnv({ OBJECT_STORE: 's3', S3_ACCESS_KEY_ID: 'key', ...extra });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems;
    expect(problems.some((p) => p.startsWith('S3_BUCKET: required with OBJECT_STORE=s3'))).toBe(true);
    expect(problems.some((p) => p.startsWith('S3_SECRET_ACCESS_KEY: required'))).toBe(true);
    expect(problems.some((p) => p.startsWith('S3_ACCESS_KEY_ID'))).toBe(false);
  });

  it('refuses an unknown store and a malformed bucket name', () => {
    expect(() => parseServerEnv({ OBJECT_STORE: 'ftp' })).toThrow(/OBJECT_STORE: must be local or s3/);
    expect(() => parseServerEnv({ S3_BUCKET: 'No_Such' })).toThrow(/S3_BUCKET/);
  });
});
