import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push the fake service accepted: which subscription, the decrypted payload, and the VAPID claims it carried. */
export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  claims: { aud: string; exp: number; sub: string };
  /** The `k` of the Authorization header: the application server's public key. */
  vapidKey: string;
  headers: Record<string, string>;
}

/** What PushSubscription.toJSON() gives a page, plus the browser-side secrets only the browser holds. */
interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
}

export interface FakePushService {
  /** `127.0.0.1:port`, for PUSH_ENDPOINT_ALLOWLIST. */
  host: string;
  received: ReceivedPush[];
  /** Requests refused because their VAPID signature or encryption did not check out. */
  refused: string[];
  /** The status the next requests get (201 by default); a 410 says the subscription is gone. */
  answer(status: number): void;
  /** A new browser subscription on this service, as the page would POST it. */
  subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

function fromBase64Url(text: string): Buffer {
  return Buffer.from(text, 'base64url');
}

/** Checks the RFC 8292 header `vapid t=<jwt>, k=<key>`: an ES256 JWT signed by the key it names. */
function checkVapid(header: string | undefined, origin: string): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header ?? 'none'}`);
  const [, jwt = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const point = fromBase64Url(key);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromBase64Url(signature));
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const header64 = JSON.parse(fromBase64Url(head).toString()) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Error(`JWT alg ${String(header64.alg)}`);
  const claims = JSON.parse(fromBase64Url(body).toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error(`exp ${claims.exp} is out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is not a contact`);
  return { claims, key };
}

/** RFC 8291 with RFC 8188 aes128gcm, one record: what the browser does with a push before the worker sees it. */
function decrypt(body: Buffer, keys: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad record padding');
  return padded.subarray(0, end);
}

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A push service on loopback that does what a browser vendor's does to a request: checks the VAPID JWT, and (in the
 * browser's place) decrypts the payload with the subscription's private key. On `port` (a free one by default).
 */
export async function startFakePushService(port = 0): Promise<FakePushService> {
  const browsers = new Map<string, BrowserKeys>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let status = 201;
  let origin = '';

  const server = createServer((request, response) => {
    void readAll(request).then((body) => {
      const endpoint = `${origin}${request.url ?? ''}`;
      try {
        const keys = browsers.get(endpoint);
        if (request.method !== 'POST' || !keys) throw new Error(`unknown subscription ${endpoint}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`encoding ${request.headers['content-encoding']}`);
        if (!request.headers.ttl) throw new Error('no TTL');
        const { claims, key } = checkVapid(request.headers.authorization, origin);
        const payload: unknown = JSON.parse(decrypt(body, keys).toString('utf8'));
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
        if (status >= 200 && status < 300) received.push({ endpoint, payload, claims, vapidKey: key, headers });
        response.writeHead(status).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${listening}`;

  return {
    host: `127.0.0.1:${listening}`,
    received,
    refused,
    answer(next) {
      status = next;
    },
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
