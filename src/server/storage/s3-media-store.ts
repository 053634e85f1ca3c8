import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../platform/env';
import { checkPut, isMediaKey, mediaContentType, type MediaInfo, type MediaStore } from './media-store';

/** A stalled bucket fails the request that waits on it instead of holding it open. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 20_000;

/** One client per process for all the stores of a bucket: it keeps the connection pool. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Path-style addresses (`endpoint/bucket/key`) work with every S3-compatible server (MinIO, Ceph, Garage …) and
    // need no wildcard DNS for bucket subdomains.
    forcePathStyle: true,
    // The CRC checksums the SDK adds to every request since 2025 are not understood by all S3-compatible servers;
    // asking for them only where the API requires them keeps uploads working there, and TLS already guards the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/**
 * A bucket of an S3-compatible server, every key under `prefix` (`media/`, `share-cards/`), so one bucket holds both
 * stores and a CDN in front of it maps `/media/x` to the object `media/x`.
 */
export function s3MediaStore(client: S3Client, bucket: string, prefix: string): MediaStore {
  const info = (key: string, answer: { ContentType?: string; ContentLength?: number; ETag?: string; LastModified?: Date }): MediaInfo => ({
    contentType: answer.ContentType ?? mediaContentType(key) ?? 'application/octet-stream',
    size: answer.ContentLength ?? 0,
    etag: answer.ETag ?? '""',
    lastModified: answer.LastModified ?? new Date(0),
  });
  const object = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes, contentType) {
      checkPut(key, contentType);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const answer = await object(key);
      if (!answer?.Body) return null;
      // jsdom (the HTML sanitizer's) brings the DOM typings, whose ReadableStream is a different type from node:stream/web's.
      return { ...info(key, answer), body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array> };
    },
    async read(key) {
      if (!isMediaKey(key)) return null;
      const answer = await object(key);
      return answer?.Body ? answer.Body.transformToByteArray() : null;
    },
    async head(key) {
      if (!isMediaKey(key)) return null;
      try {
        return info(key, await client.send(new HeadObjectCommand({ Bucket: bucket, Key: prefix + key })));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      if (isMediaKey(key)) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
    async list(start) {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix + start })) {
        for (const entry of page.Contents ?? []) {
          const key = entry.Key?.slice(prefix.length);
          if (key && isMediaKey(key)) keys.push(key);
        }
      }
      return keys;
    },
  };
}
