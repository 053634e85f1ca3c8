import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/server/platform/env';

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
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
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
});
