import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';
import { SharedValue } from '../platform/shared-value';

/** The application server's key pair for Web Push (RFC 8292), P-256, both halves base64url as browsers take them. */
export interface VapidKeys {
  /** The uncompressed public point (65 bytes): `applicationServerKey` of PushManager.subscribe. */
  publicKey: string;
  /** The private scalar (32 bytes), which signs the JWT each push request carries. */
  privateKey: string;
}

const VAPID_ROW = 'vapid_keys';

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar is a 256-bit number; a leading zero byte would otherwise make it shorter than the 32 bytes expected.
  const privateKey = Buffer.alloc(32);
  ecdh.getPrivateKey().copy(privateKey, 32 - ecdh.getPrivateKey().length);
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
}

function isVapidKeys(value: unknown): value is VapidKeys {
  return typeof value === 'object' && value !== null && 'publicKey' in value && 'privateKey' in value;
}

async function storedKeys(db: Db): Promise<VapidKeys> {
  // Generated once for the deployment and kept with it: every browser subscription is bound to this public key, so a
  // new pair on each start would silently orphan them all. The first instance to start inserts it, the others read it.
  await db
    .insert(serverSecrets)
    .values({ name: VAPID_ROW, value: JSON.stringify(generateVapidKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, VAPID_ROW));
  const keys: unknown = row ? JSON.parse(row.value) : null;
  if (!isVapidKeys(keys)) throw new Error('the Web Push (VAPID) keys could not be stored');
  return keys;
}

/** Where a process keeps its VAPID keys once read: for good, as they never change under a running server. */
export type VapidKeysCache = SharedValue<VapidKeys>;

export function vapidKeysCache(): VapidKeysCache {
  return new SharedValue<VapidKeys>();
}

/** This deployment's VAPID keys, read (or made) once per cache; a failed read (database not ready) is tried again. */
export function vapidKeys(db: Db, cache: VapidKeysCache): Promise<VapidKeys> {
  return cache.get(() => storedKeys(db));
}
