import * as v from 'valibot';

const WholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const HttpUrl = (name: string) =>
  v.pipe(v.string(), v.url(`${name} must be a URL`), v.regex(/^https?:\/\//, `${name} must be an http(s) URL`));

const QueryBoolEnv = (name: string) =>
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], `${name} must be true or false`),
    v.transform((s) => s === 'true' || s === '1'),
  );

/** Comma-separated `host` or `host:port` entries (an IPv6 host in brackets), lowercased; empty items dropped. */
const HostList = (name: string) =>
  v.pipe(
    v.string(),
    v.transform((s) =>
      s
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    ),
    v.everyItem(
      (item) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(item),
      `${name} must list hosts as host or host:port, separated by commas`,
    ),
  );

/** Comma-separated e-mail addresses, trimmed and lowercased (identities are case-insensitive); empty items dropped. */
const EmailList = (name: string) =>
  v.pipe(
    v.string(),
    v.transform((s) =>
      s
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    ),
    v.everyItem((item) => /^[^\s@,]+@[^\s@,]+$/.test(item), `${name} must list e-mail addresses separated by commas`),
  );

const NonEmpty = (name: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${name} must not be blank`));

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MEDIA_STORAGES = ['local', 's3'] as const;

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    'development',
  ),
  PORT: v.optional(WholeNumber('PORT', 0, 65_535), '3000'),
  HOST: v.optional(NonEmpty('HOST'), '127.0.0.1'),
  DATA_DIR: v.optional(NonEmpty('DATA_DIR'), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')),
  ),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  FACEBOOK_APP_ID: v.optional(NonEmpty('FACEBOOK_APP_ID')),
  FACEBOOK_APP_SECRET: v.optional(NonEmpty('FACEBOOK_APP_SECRET')),
  FACEBOOK_GRAPH_URL: v.optional(HttpUrl('FACEBOOK_GRAPH_URL'), 'https://graph.facebook.com'),
  APPLE_CLIENT_ID: v.optional(NonEmpty('APPLE_CLIENT_ID')),
  APPLE_KEYS_URL: v.optional(HttpUrl('APPLE_KEYS_URL'), 'https://appleid.apple.com/auth/keys'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL'))),
  /** Without it the server generates its own key on first start (see auth/signing-secret.ts); never a built-in one. */
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  POPULAR_THRESHOLD: v.optional(WholeNumber('POPULAR_THRESHOLD', 0, 1_000_000), '25'),
  /** Set when a reverse proxy sets X-Forwarded-For: rate limits then count the client's address, not the proxy's. */
  TRUST_PROXY: v.optional(QueryBoolEnv('TRUST_PROXY'), 'false'),
  /** How many trusted proxies append to X-Forwarded-For: the client is the entry this many places from the right. */
  TRUST_PROXY_HOPS: v.optional(WholeNumber('TRUST_PROXY_HOPS', 1, 10), '1'),
  LIST_CACHE_TTL_MS: v.optional(WholeNumber('LIST_CACHE_TTL_MS', 0, 60_000), '2000'),
  /**
   * The site's public origin (https://okazje.example), for links that leave the page: canonical URLs, share-card
   * images, the sitemap. Without it they take the origin the request came to only when its Host is loopback or
   * HOST:PORT itself, else http://HOST:PORT (see seo/urls.ts `publicOrigin`): a Host header is the client's word.
   */
  PUBLIC_URL: v.optional(v.pipe(HttpUrl('PUBLIC_URL'), v.regex(/^https?:\/\/[^/?#]+\/?$/, 'PUBLIC_URL must be an origin, without a path'))),
  /**
   * Hosts the link import (and other fetches made on a user's behalf) may reach even though they resolve to a private
   * or loopback address: `host` for any port, `host:port` for one. Empty in production; tests list their fake shop.
   */
  LINK_IMPORT_ALLOWLIST: v.optional(HostList('LINK_IMPORT_ALLOWLIST'), ''),
  /**
   * Hosts (`host` or `host:port`) accepted as Web Push endpoints besides the known push services (Google, Mozilla,
   * Microsoft, Apple); plain http only for loopback hosts on it. Empty in production; tests list a fake push service.
   */
  PUSH_ENDPOINT_ALLOWLIST: v.optional(HostList('PUSH_ENDPOINT_ALLOWLIST'), ''),
  /**
   * Addresses whose verified accounts are admins (like Discourse's developer e-mails): judged on every
   * request and never stored, so removing an address ends the role. Empty: nobody is an admin.
   */
  ADMIN_EMAILS: v.optional(EmailList('ADMIN_EMAILS'), ''),
  /**
   * Pre-moderation: every deal of a `new` account (standing.ts) waits, held, until a moderator approves it.
   * Off by default: a community with moderators on call turns it on against waves of fresh spam accounts.
   */
  PREMODERATE_NEW_ACCOUNTS: v.optional(QueryBoolEnv('PREMODERATE_NEW_ACCOUNTS'), 'false'),
  /** The link import's whole budget (DNS, redirects, page and picture each); tests shorten it to prove the limit. */
  LINK_IMPORT_TIMEOUT_MS: v.optional(WholeNumber('LINK_IMPORT_TIMEOUT_MS', 100, 60_000), '5000'),
  /**
   * Where uploads, seeded pictures and share cards live: `local` is DATA_DIR (one instance, or a shared folder);
   * `s3` is an S3-compatible bucket every instance reads and writes, configured by the S3_* settings below.
   */
  MEDIA_STORAGE: v.optional(v.picklist(MEDIA_STORAGES, `MEDIA_STORAGE must be one of ${MEDIA_STORAGES.join(', ')}`), 'local'),
  S3_ENDPOINT: v.optional(HttpUrl('S3_ENDPOINT')),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, dots and dashes)'),
    ),
  ),
  S3_REGION: v.optional(NonEmpty('S3_REGION')),
  S3_ACCESS_KEY_ID: v.optional(NonEmpty('S3_ACCESS_KEY_ID')),
  /** Only ever handed to the S3 client: never logged, and no message of this module repeats a value. */
  S3_SECRET_ACCESS_KEY: v.optional(NonEmpty('S3_SECRET_ACCESS_KEY')),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** The env once the signing key is known: given as JWT_SECRET, or generated and stored on first start. */
export type ServerEnv = Env & { JWT_SECRET: string };

/** Thrown when the environment is unusable; the message names every offending variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses an environment (process.env by default). Empty values count as unset, because `FOO=` in a
 * shell or .env file almost always means "not configured" rather than "configured as empty".
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const known = Object.keys(EnvSchema.entries);
  const input: Record<string, string> = {};
  for (const key of known) {
    const value = source[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = v.safeParse(EnvSchema, input);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const name = v.getDotPath(issue) ?? 'environment';
      return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment: ${lines.join('; ')}`);
  }
  // Checked here rather than at the first upload: a half-configured bucket must stop the start, not a member's upload.
  if (result.output.MEDIA_STORAGE === 's3') s3Settings(result.output);
  return result.output;
}

/** What an S3-compatible bucket needs; the secret goes to the S3 client and nowhere else. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The bucket of MEDIA_STORAGE=s3; throws an EnvError naming every S3_* setting that is missing. */
export function s3Settings(env: Env): S3Settings {
  const {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env;
  if (endpoint && bucket && region && accessKeyId && secretAccessKey) return { endpoint, bucket, region, accessKeyId, secretAccessKey };
  const missing = S3_SETTINGS.filter((name) => env[name] === undefined);
  throw new EnvError(`Invalid environment: ${missing.map((name) => `${name} must be set when MEDIA_STORAGE is s3`).join('; ')}`);
}

let cached: Env | undefined;

/** The process environment, parsed once; later calls return the same object. */
export function loadEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
