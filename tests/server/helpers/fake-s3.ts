import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface FakeS3 {
  /** The MEDIA_STORAGE=s3 settings that point an app at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = 'okazje-media';
/** s3rver's built-in account. */
const ACCESS_KEY_ID = 'S3RVER';

/**
 * A local S3-compatible server (s3rver, in this process) with one empty bucket, standing in for the object storage
 * production talks to over the same API. Signatures are not compared: s3rver canonicalizes a bucket-level request
 * (ListObjectsV2) as `/bucket` where the AWS SDK signs `/bucket/`, so it would refuse every listing; an unknown
 * access key id is still refused.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'okazje-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
