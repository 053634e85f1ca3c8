import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** What a store knows of an object without reading it. */
export interface MediaInfo {
  contentType: string;
  size: number;
  /** A quoted entity tag, the same for the same stored bytes on every instance that reads the same store. */
  etag: string;
  lastModified: Date;
}

export interface MediaObject extends MediaInfo {
  body: ReadableStream<Uint8Array>;
}

/**
 * Where pictures live, by key: the path after `/media/` (`deals/ab12-640.webp`), or a share card's file name. The local
 * disk is the embedded default; an S3-compatible bucket (s3-media-store.ts) lets every instance see what any other
 * stored. A key that no object could have (see `isMediaKey`) reads as missing and is refused on write.
 */
export interface MediaStore {
  /** Stores (or replaces) an object. `contentType` must be the one the key's extension names. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object streamed, or null when there is none. */
  get(key: string): Promise<MediaObject | null>;
  /** The object's whole bytes, for drawing from it; null when there is none. */
  read(key: string): Promise<Uint8Array | null>;
  head(key: string): Promise<MediaInfo | null>;
  /** Removes an object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every key that starts with `prefix`, at any depth. */
  list(prefix: string): Promise<string[]>;
}

/** The types media are served as, by extension. Nothing a browser would run (SVG, HTML) can be stored. */
const CONTENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
]);

const KEY_MAX_LENGTH = 512;
/** Segments of safe characters that never start with a dot (no `..`, no hidden or staging files), and a known extension. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.([a-z]+)$/;

/** The content type a key is served with, or null when no object may have that key. */
export function mediaContentType(key: string): string | null {
  if (key.length > KEY_MAX_LENGTH) return null;
  const extension = KEY.exec(key)?.[1];
  return (extension !== undefined && CONTENT_TYPES.get(extension)) || null;
}

export const isMediaKey = (key: string): boolean => mediaContentType(key) !== null;

/** Refuses a write no reader could serve correctly: an unsafe key, or bytes labelled otherwise than their key says. */
export function checkPut(key: string, contentType: string): void {
  const expected = mediaContentType(key);
  if (expected === null) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  if (expected !== contentType) throw new Error(`${key} is served as ${expected}, not ${contentType}`);
}

/** No file at that path: nothing, a file where a folder was expected, or a folder. */
const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** The media folder (`<DATA_DIR>/media`): keys are paths below it, which the key rule keeps inside. */
export function localMediaStore(root: string): MediaStore {
  const dir = path.resolve(root);
  const info = (key: string, stats: Stats): MediaInfo => ({
    contentType: mediaContentType(key) ?? 'application/octet-stream',
    size: stats.size,
    // Like nginx's, from the modification time (to the microsecond) and the size: a rewritten file gets a new tag.
    etag: `"${Math.round(stats.mtimeMs * 1000).toString(16)}-${stats.size.toString(16)}"`,
    lastModified: stats.mtime,
  });
  const orMissing =
    <T>(missing: T) =>
    (error: unknown): T => {
      if (isMissing(error)) return missing;
      throw error;
    };

  return {
    async put(key, bytes, contentType) {
      checkPut(key, contentType);
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so no reader (in this or another process) ever sees half a file.
      const staging = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(staging, bytes);
      await rename(staging, file);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const handle = await open(path.join(dir, key)).catch(orMissing(null));
      if (!handle) return null;
      // The open handle is what is measured and sent, so a newer file renamed over this one cannot mix into the answer.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      // jsdom (the HTML sanitizer's) brings the DOM typings, whose ReadableStream is a different type from node:stream/web's.
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { ...info(key, stats), body };
    },
    async read(key) {
      if (!isMediaKey(key)) return null;
      return readFile(path.join(dir, key)).catch(orMissing(null));
    },
    async head(key) {
      if (!isMediaKey(key)) return null;
      const stats = await stat(path.join(dir, key)).catch(orMissing(null));
      return stats?.isFile() ? info(key, stats) : null;
    },
    async remove(key) {
      if (isMediaKey(key)) await rm(path.join(dir, key), { force: true });
    },
    async list(prefix) {
      // The folder the prefix names (`share-cards/deals-1-` lists share-cards/), searched to any depth as S3 lists.
      const folder = path.resolve(dir, path.posix.dirname(`${prefix}_`));
      if (folder !== dir && !folder.startsWith(dir + path.sep)) return [];
      const entries = await readdir(folder, { recursive: true }).catch(orMissing([]));
      return entries
        .map((entry) => path.relative(dir, path.join(folder, entry)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix) && isMediaKey(key));
    },
  };
}
