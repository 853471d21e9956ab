import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertObjectKey, ObjectStoreUnavailableError, type ObjectStore } from './object-store';

/** What the S3-compatible store needs (lib/config/object-store.ts reads it from the environment). */
export type S3StoreConfig = {
  /** Empty for AWS itself; MinIO, Ceph or a test server: their URL. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and Ceph want it). */
  forcePathStyle: boolean;
  /** A call that takes longer is a failure (the upload answers 503 instead of hanging). */
  timeoutMs?: number;
};

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * The object store in an S3-compatible bucket (OBJECT_STORE=s3), through the AWS SDK v3 S3 client:
 * every instance of the shop reads and writes the same objects. A missing object is null; any
 * other failure (unreachable, refused, a timeout) is an ObjectStoreUnavailableError. The bucket is
 * the operator's: the shop never creates it.
 */
export function s3ObjectStore(config: S3StoreConfig): ObjectStore & { client: S3Client } {
  const timeout = config.timeoutMs ?? 5_000;
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 2,
    requestHandler: { connectionTimeout: Math.min(timeout, 2_000), requestTimeout: timeout },
  });
  const Bucket = config.bucket;
  const fail = (what: string, error: unknown): never => {
    throw new ObjectStoreUnavailableError(`${what} (bucket ${Bucket})`, { cause: error });
  };
  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType) {
      assertObjectKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
      } catch (error) {
        fail(`cannot write ${key}`, error);
      }
    },
    async get(key) {
      assertObjectKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (statusOf(error) === 404 || (error as { name?: string }).name === 'NoSuchKey') return null;
        return fail(`cannot read ${key}`, error);
      }
    },
    async delete(key) {
      assertObjectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (statusOf(error) === 404) return;
        fail(`cannot delete ${key}`, error);
      }
    },
    async health() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return { ok: true };
      } catch (error) {
        const status = statusOf(error);
        return { ok: false, reason: status === 404 ? 'bucket_missing' : status === 403 ? 'access_denied' : 'unreachable' };
      }
    },
  };
}
