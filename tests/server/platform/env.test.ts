import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, s3Settings } from '@/server/platform/env';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      POPULAR_THRESHOLD: 25,
      LIST_CACHE_TTL_MS: 2000,
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com',
      MEDIA_STORAGE: 'local',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    // No built-in signing key: without JWT_SECRET the server generates one at start (auth/security.test.ts, "1. the access-token signing key").
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('reads and converts given values, treating empty ones as unset', () => {
    const env = parseEnv({ PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/app', POPULAR_THRESHOLD: '40', SMTP_URL: '' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgres://u@db:5432/app');
    expect(env.POPULAR_THRESHOLD).toBe(40);
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['FACEBOOK_GRAPH_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'short'],
    ['POPULAR_THRESHOLD', '-1'],
    ['LIST_CACHE_TTL_MS', 'soon'],
    ['MEDIA_STORAGE', 'ftp'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_BUCKET', 'Okazje_Media'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });

  const S3 = {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: 'https://s3.example.net',
    S3_BUCKET: 'okazje-media',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'never-shown-secret',
  };

  it('reads the bucket of MEDIA_STORAGE=s3', () => {
    expect(s3Settings(parseEnv(S3))).toEqual({
      endpoint: 'https://s3.example.net',
      bucket: 'okazje-media',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'never-shown-secret',
    });
  });

  it('refuses MEDIA_STORAGE=s3 without every S3 setting, naming the missing ones and never the secret', () => {
    const { S3_BUCKET: _bucket, S3_REGION: _region, ...partial } = S3;
    expect(() => parseEnv(partial)).toThrow(EnvError);
    let message = '';
    try {
      parseEnv(partial);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('S3_BUCKET must be set when MEDIA_STORAGE is s3');
    expect(message).toContain('S3_REGION must be set when MEDIA_STORAGE is s3');
    expect(message).not.toContain('S3_ENDPOINT');
    expect(message).not.toContain(S3.S3_SECRET_ACCESS_KEY);
    // The S3 settings mean nothing to the local disk: given alone, they are not asked for.
    expect(parseEnv({ S3_BUCKET: 'okazje-media' }).MEDIA_STORAGE).toBe('local');
  });

  it('takes a given JWT_SECRET as it is, in any NODE_ENV', () => {
    const secret = 'x'.repeat(40);
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    expect(parseEnv({ NODE_ENV: 'production' }).JWT_SECRET).toBeUndefined();
  });
});

describe('npm start with a bad environment', () => {
  it('stops before doing anything, naming the variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT must be a whole number/);
  });

  it('stops when MEDIA_STORAGE=s3 lacks its bucket settings, naming them and never the secret', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, MEDIA_STORAGE: 's3', S3_SECRET_ACCESS_KEY: 'never-shown-secret', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/S3_ENDPOINT must be set when MEDIA_STORAGE is s3/);
    expect(result.stderr).toMatch(/S3_ACCESS_KEY_ID must be set/);
    expect(result.stdout + result.stderr).not.toContain('never-shown-secret');
  });
});
