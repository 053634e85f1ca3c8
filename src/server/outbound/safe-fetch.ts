import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { AppError } from '../platform/errors';
import { ipv4Text, ipv6Bytes, plainAddress } from '../platform/ip-address';

/**
 * Outbound requests made on a user's behalf (link import, Web Push) must never reach the server's own network: the
 * cloud metadata service, the database, an admin port on loopback. Every hop is checked after DNS resolution and the
 * connection goes to the very address that was checked, so a second, different DNS answer cannot slip past.
 */

/** A `net.BlockList` of ranges written as CIDR (`10.0.0.0/8`), all of one family. */
function rangeList(type: 'ipv4' | 'ipv6', ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', bits = ''] = range.split('/');
    list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** IANA special-purpose IPv4 ranges that are not reachable on the public internet (RFC 6890 and successors). */
const NON_PUBLIC_V4 = rangeList('ipv4', [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, home of the cloud metadata service (169.254.169.254)
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
]);

/** IPv6 ranges whose last 32 bits are an IPv4 address the packet really goes to: judged as that IPv4 address. */
const EMBEDDED_V4_TAIL = rangeList('ipv6', ['::ffff:0:0/96', '64:ff9b::/96']);
/** 6to4 carries its IPv4 address in bits 16 to 47. */
const SIX_TO_FOUR = rangeList('ipv6', ['2002::/16']);
/** Only global unicast space can be public; everything outside it (loopback, ULA fc00::/7, link-local fe80::/10, multicast) is not. */
const GLOBAL_UNICAST = rangeList('ipv6', ['2000::/3']);
const NON_PUBLIC_V6_GLOBAL = rangeList('ipv6', [
  '2001::/23', // IETF protocol assignments: Teredo, benchmarking, ORCHID
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
]);

const isPublicV4 = (address: string) => !NON_PUBLIC_V4.check(address, 'ipv4');

/** Whether an IP address (v4 or v6, brackets and zone allowed) is a public internet address; anything unparsable is not. */
export function isPublicAddress(input: string): boolean {
  const address = plainAddress(input);
  if (isIP(address) === 4) return isPublicV4(address);
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  if (EMBEDDED_V4_TAIL.check(address, 'ipv6')) return isPublicV4(ipv4Text(bytes.subarray(12)));
  if (SIX_TO_FOUR.check(address, 'ipv6')) return isPublicV4(ipv4Text(bytes.subarray(2)));
  return GLOBAL_UNICAST.check(address, 'ipv6') && !NON_PUBLIC_V6_GLOBAL.check(address, 'ipv6');
}

export type SafeFetchFailure = 'refused' | 'unsupported-type' | 'unreachable' | 'timeout' | 'too-large' | 'too-many-redirects';

/**
 * A refused destination or an unwanted kind of answer is the link's fault (ValidationError, 400); a destination that
 * could not be read in time and size is the remote's (FetchFailed, 422). `reason` lets callers tell them apart.
 */
export class SafeFetchError extends AppError {
  override name = 'SafeFetchError';
  readonly reason: SafeFetchFailure;

  constructor(reason: SafeFetchFailure, message: string) {
    super(reason === 'refused' || reason === 'unsupported-type' ? 'ValidationError' : 'FetchFailed', message);
    this.reason = reason;
  }
}

export interface SafeFetchOptions {
  /** Hosts admitted whatever they resolve to, as `host` (any port) or `host:port`; for tests and known internal services. */
  allowlist?: readonly string[];
  /** Redirects followed, each one checked like the first link; one more is an error. */
  maxRedirects?: number;
  /** For the whole exchange: DNS, every hop and the body. */
  timeoutMs?: number;
  /** Of the body after decompression. */
  maxBytes?: number;
  /** Media types admitted for a 2xx answer (`text/html`, `image/*`); empty admits any. */
  accept?: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Uint8Array;
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  /** Where the answer came from, after redirects. */
  url: string;
  status: number;
  /** The media type, lowercased and without parameters; null when the answer names none. */
  mediaType: string | null;
  /** `charset` of the Content-Type header, when given. */
  charset: string | null;
  body: Uint8Array;
}

const DEFAULTS = { maxRedirects: 3, timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 } as const;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; OkazjeBot/1.0; link preview)';

interface Destination {
  url: URL;
  /** The host without IPv6 brackets, as the socket layer wants it. */
  hostname: string;
  address: string;
  family: 4 | 6;
}

/** A host (any port) or host:port entry of an allowlist setting names this URL's destination. */
export function onAllowlist(url: URL, allowlist: readonly string[]): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const host = url.hostname.toLowerCase();
  return allowlist.some((entry) => entry === host || entry === `${host}:${port}`);
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (a DNS lookup cannot be cancelled, only abandoned). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Checks one hop's link and resolves its host; every address the name has must be public, not just the first. */
async function destination(url: URL, allowlist: readonly string[], signal: AbortSignal): Promise<Destination> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('refused', 'Only http and https links can be fetched');
  // Credentials in a link are somebody's secret: never sent on, never kept.
  if (url.username || url.password) throw new SafeFetchError('refused', 'Links with a user name or password cannot be fetched');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await untilAborted(dnsLookup(hostname, { all: true, verbatim: true }), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new SafeFetchError('unreachable', 'The address of this link could not be found');
    }
  }
  const [first] = addresses;
  if (!first) throw new SafeFetchError('unreachable', 'The address of this link could not be found');
  if (!onAllowlist(url, allowlist) && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new SafeFetchError('refused', 'This link leads to a private or reserved network address');
  }
  return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Hands the socket the checked address whatever it asks for, so no second DNS answer is ever used. */
function pinnedLookup({ address, family }: Destination): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function send(target: Destination, method: string, headers: Record<string, string>, body: Uint8Array | undefined, signal: AbortSignal) {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(
      {
        protocol: target.url.protocol,
        hostname: target.hostname,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method,
        headers: { 'User-Agent': USER_AGENT, 'Accept-Encoding': 'gzip, deflate, br', ...headers },
        lookup: pinnedLookup(target),
        // A pooled socket belongs to an earlier resolution; every request gets its own.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(body);
  });
}

function mediaTypeOf(contentType: string | undefined): { mediaType: string | null; charset: string | null } {
  if (!contentType) return { mediaType: null, charset: null };
  const [type = '', ...params] = contentType.split(';').map((part) => part.trim());
  const charset = params.map((param) => /^charset\s*=\s*"?([^";]+)"?$/i.exec(param)?.[1]).find(Boolean) ?? null;
  return { mediaType: type.toLowerCase() || null, charset };
}

function admits(accept: readonly string[], mediaType: string | null): boolean {
  if (accept.length === 0) return true;
  if (!mediaType) return false;
  return accept.some((wanted) => (wanted.endsWith('/*') ? mediaType.startsWith(wanted.slice(0, -1)) : wanted === mediaType));
}

function decoderFor(encoding: string | undefined): Transform | null {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'identity':
    case '':
      return null;
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      throw new SafeFetchError('unsupported-type', 'The answer is compressed in a way that cannot be read');
  }
}

/** The body, decompressed, refused the moment it passes `maxBytes` (so a small compressed bomb cannot fill memory). */
async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  let decoder: Transform | null;
  try {
    decoder = decoderFor(response.headers['content-encoding']);
  } catch (error) {
    response.destroy();
    throw error;
  }
  const tooLarge = () => new SafeFetchError('too-large', `The answer is larger than ${Math.floor(maxBytes / 1024)} KiB`);
  if (!decoder && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  };
  if (decoder) await pipeline(response, decoder, collect, { signal });
  else await pipeline(response, collect, { signal });
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * GET (or POST) a link on a user's behalf, within the limits for requests on a user's behalf: http(s) only, public
 * addresses only (after resolution, on every redirect), bounded redirects, time and size, and only the media types
 * asked for. Throws SafeFetchError; a non-2xx answer is returned, not thrown, for the caller to judge.
 */
export async function safeFetch(link: string | URL, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { allowlist = [], accept = [], maxRedirects = DEFAULTS.maxRedirects, timeoutMs = DEFAULTS.timeoutMs } = options;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const normalizedAllowlist = allowlist.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const headers = { ...(accept.length > 0 ? { Accept: accept.join(', ') } : {}), ...options.headers };
  let method: string = options.method ?? 'GET';
  let body = options.body;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new SafeFetchError('refused', 'This is not a valid link');
  }

  try {
    for (let redirects = 0; ; redirects++) {
      const target = await destination(url, normalizedAllowlist, signal);
      const response = await send(target, method, headers, body, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new SafeFetchError('too-many-redirects', `The link redirects more than ${maxRedirects} times`);
        try {
          url = new URL(location, url);
        } catch {
          throw new SafeFetchError('unreachable', 'The link redirects to an invalid address');
        }
        // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body; 307/308 repeat the request.
        if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      const { mediaType, charset } = mediaTypeOf(response.headers['content-type']);
      if (status >= 200 && status < 300 && !admits(accept, mediaType)) {
        response.destroy();
        throw new SafeFetchError('unsupported-type', `The link answers ${mediaType ?? 'an unnamed type'}, not ${accept.join(' or ')}`);
      }
      return { url: url.toString(), status, mediaType, charset, body: await readBody(response, maxBytes, signal) };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (timeout.aborted) throw new SafeFetchError('timeout', `The link did not answer within ${timeoutMs / 1000} s`);
    if (options.signal?.aborted) throw error;
    throw new SafeFetchError('unreachable', 'The link could not be reached or its answer could not be read');
  }
}
