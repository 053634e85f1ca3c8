import path from 'node:path';
import { s3Settings, type Env } from '../platform/env';
import { localMediaStore, type MediaStore } from './media-store';
import { s3Client, s3MediaStore } from './s3-media-store';

/** The two stores of an app: what `/media/` serves, and the rendered share cards (a cache any instance refills). */
export interface MediaStores {
  media: MediaStore;
  shareCards: MediaStore;
}

/**
 * MEDIA_STORAGE=local: `mediaDir` and `<DATA_DIR>/share-cards` on this machine's disk. MEDIA_STORAGE=s3: the S3_BUCKET
 * under `media/` and `share-cards/`, shared by every instance.
 */
export function mediaStores(env: Env, mediaDir: string): MediaStores {
  if (env.MEDIA_STORAGE === 'local') {
    return { media: localMediaStore(mediaDir), shareCards: localMediaStore(path.join(env.DATA_DIR, 'share-cards')) };
  }
  const settings = s3Settings(env);
  const client = s3Client(settings);
  return { media: s3MediaStore(client, settings.bucket, 'media/'), shareCards: s3MediaStore(client, settings.bucket, 'share-cards/') };
}
