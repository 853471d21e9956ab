import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3ObjectStore, type S3StoreConfig } from '../s3-store';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: { port: number; address: string; silent: boolean; directory: string }) => S3rverInstance;
// s3rver ships no types: the part of it the tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS package without types
const S3rver = require('s3rver') as S3rverClass;

export const TEST_BUCKET = 'shop-pictures';

/**
 * An S3-compatible server of the test's own (s3rver, on a random port, objects in a temporary
 * folder) with the bucket made: `config()` is what an instance's S3 store needs, `stop()` takes it
 * down (the store is then unreachable: connection refused) and `start()` brings it back on the same
 * port and folder.
 */
export async function startS3TestServer() {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  let server: S3rverInstance | undefined = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const config = (): S3StoreConfig => ({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket: TEST_BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, timeoutMs: 2_000 });
  const store = s3ObjectStore(config());
  await store.client.send(new CreateBucketCommand({ Bucket: TEST_BUCKET }));
  return {
    port,
    config,
    /** A new S3 store (its own client) on the server, as another instance of the shop would have. */
    store: () => s3ObjectStore(config()),
    async stop() {
      await server?.close();
      server = undefined;
    },
    async start() {
      server ??= new S3rver({ port, address: '127.0.0.1', silent: true, directory });
      await server.run();
    },
    async close() {
      await server?.close();
      server = undefined;
      store.client.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
