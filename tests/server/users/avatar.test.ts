import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { AVATAR_MAX_BYTES } from '@/shared/constants';
import type { CurrentUser } from '@/shared/schemas/user';
import { useTestServer } from '../helpers/app';
import { createUser, jsonHeaders, TEST_PASSWORD, type TestUser } from '../helpers/profile-users';

const server = useTestServer();

/** A non-square photo-like picture with EXIF (camera model and a copyright line) that must not survive the upload. */
async function picture(format: 'png' | 'jpeg' | 'webp', width = 800, height = 600): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).withExif({
    IFD0: { Model: 'SecretCam 9000', Copyright: 'Jan Kowalski' },
  });
  return base.toFormat(format).toBuffer();
}

function upload(user: TestUser | null, bytes: Uint8Array, name: string, type: string, field = 'image') {
  const form = new FormData();
  form.append(field, new File([Buffer.from(bytes)], name, { type }));
  return server.app.request('/api/users/avatar', { method: 'PUT', headers: user?.headers ?? {}, body: form });
}

async function expectError(res: Response, status: number, errorCode: string) {
  const body = (await res.json()) as Record<string, string>;
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'timestamp']);
  expect(body.errorCode).toBe(errorCode);
}

async function uploaded(res: Response): Promise<CurrentUser> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as CurrentUser;
}

const fileOf = (url: string) => path.join(server.mediaDir, url.replace(/^\/media\//, ''));
const smallOf = (url: string) => url.replace(/\.webp$/, '-128.webp');
const avatarFiles = async () => (existsSync(path.join(server.mediaDir, 'avatars')) ? readdir(path.join(server.mediaDir, 'avatars')) : []);

describe('PUT /api/users/avatar', () => {
  it.each([
    ['png', 'image/png', 'me.png'],
    ['jpeg', 'image/jpeg', 'me.jpg'],
    ['webp', 'image/webp', 'me.webp'],
  ] as const)('accepts a real %s and stores square webp renditions without metadata', async (format, type, name) => {
    const user = await createUser(server.db);
    const source = await picture(format);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const me = await uploaded(await upload(user, source, name, type));
    expect(me.avatar_url).toMatch(new RegExp(`^/media/avatars/${user.id}-[0-9a-f]{16}\\.webp$`));
    const url = me.avatar_url ?? '';
    for (const [file, size] of [
      [fileOf(url), 512],
      [fileOf(smallOf(url)), 128],
    ] as const) {
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect((await readFile(file)).includes('SecretCam')).toBe(false);
      expect(meta.icc).toBeUndefined();
    }
    const served = await server.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const [row] = await server.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, user.id));
    expect(row?.avatarUrl).toBe(url);
  });

  it('judges the type by content, not by name or declared type', async () => {
    const user = await createUser(server.db);
    const webpNamedTxt = await uploaded(await upload(user, await picture('webp'), 'notes.txt', 'text/plain'));
    expect(webpNamedTxt.avatar_url).toMatch(/\.webp$/);
    const spoofs: [Uint8Array, string][] = [
      [new TextEncoder().encode('definitely not a picture, just text pretending to be one'), 'avatar.png'],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'avatar.jpg'],
      [
        await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
        'avatar.webp',
      ],
      // The right first bytes followed by rubbish: the sniff passes, decoding must not.
      [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]), 'avatar.png'],
      [new Uint8Array(0), 'empty.png'],
    ];
    for (const [bytes, name] of spoofs) {
      await expectError(await upload(user, bytes, name, 'image/png'), 400, 'ValidationError');
    }
    const [row] = await server.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, user.id));
    expect(row?.avatarUrl).toBe(webpNamedTxt.avatar_url);
  });

  it('replaces the previous files on a new upload', async () => {
    const user = await createUser(server.db);
    const first = (await uploaded(await upload(user, await picture('png'), 'a.png', 'image/png'))).avatar_url ?? '';
    const second = (await uploaded(await upload(user, await picture('jpeg', 300, 900), 'b.jpg', 'image/jpeg'))).avatar_url ?? '';
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(smallOf(first)))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect(existsSync(fileOf(smallOf(second)))).toBe(true);
  });

  it('answers 413 for a picture over 10 MB, and for a body far over it', async () => {
    const user = await createUser(server.db);
    const justOver = Buffer.alloc(AVATAR_MAX_BYTES + 1, 0);
    (await picture('png')).copy(justOver);
    await expectError(await upload(user, justOver, 'big.png', 'image/png'), 413, 'PayloadTooLarge');
    await expectError(await upload(user, Buffer.alloc(12 * 1024 * 1024, 1), 'huge.png', 'image/png'), 413, 'PayloadTooLarge');
    const [row] = await server.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, user.id));
    expect(row?.avatarUrl).toBeNull();
  });

  it('accepts a picture above the 1 MB limit of other API bodies', async () => {
    const user = await createUser(server.db);
    // Random pixels do not compress, so this PNG is a few MB.
    const noise = Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(1024 * 1024);
    const me = await uploaded(await upload(user, big, 'noise.png', 'image/png'));
    expect(me.avatar_url).not.toBeNull();
  });

  it('keeps the 1 MB limit on other routes of the users API', async () => {
    const user = await createUser(server.db);
    const form = new FormData();
    form.append('image', new File([Buffer.alloc(2 * 1024 * 1024, 1)], 'x.png', { type: 'image/png' }));
    await expectError(
      await server.app.request('/api/users/tags', { method: 'POST', headers: user.headers, body: form }),
      413,
      'PayloadTooLarge',
    );
  });

  it('answers 400 without a file in the image field or without a multipart body', async () => {
    const user = await createUser(server.db);
    await expectError(await upload(user, await picture('png'), 'a.png', 'image/png', 'photo'), 400, 'ValidationError');
    const textField = new FormData();
    textField.append('image', 'not a file');
    await expectError(
      await server.app.request('/api/users/avatar', { method: 'PUT', headers: user.headers, body: textField }),
      400,
      'ValidationError',
    );
    await expectError(
      await server.app.request('/api/users/avatar', {
        method: 'PUT',
        headers: { ...user.headers, 'Content-Type': 'application/json' },
        body: '{"image":"x"}',
      }),
      400,
      'ValidationError',
    );
    await expectError(
      await server.app.request('/api/users/avatar', {
        method: 'PUT',
        headers: { ...user.headers, 'Content-Type': 'multipart/form-data; boundary=zzz' },
        body: 'this is not multipart at all',
      }),
      400,
      'ValidationError',
    );
  });

  it('answers 401 to a guest, whatever the body', async () => {
    await expectError(await upload(null, await picture('png'), 'a.png', 'image/png'), 401, 'Unauthorized');
    await expectError(await upload(null, Buffer.alloc(12 * 1024 * 1024, 1), 'huge.png', 'image/png'), 401, 'Unauthorized');
  });
});

describe('DELETE /api/users/avatar', () => {
  it('clears the avatar and removes its files', async () => {
    const user = await createUser(server.db);
    const url = (await uploaded(await upload(user, await picture('webp'), 'a.webp', 'image/webp'))).avatar_url ?? '';
    const me = await uploaded(await server.app.request('/api/users/avatar', { method: 'DELETE', headers: user.headers }));
    expect(me.avatar_url).toBeNull();
    expect(existsSync(fileOf(url))).toBe(false);
    expect(existsSync(fileOf(smallOf(url)))).toBe(false);
    expect((await avatarFiles()).some((f) => f.startsWith(`${user.id}-`))).toBe(false);
  });

  it('leaves pictures it did not store (seeded avatars) on disk', async () => {
    const seeded = '/media/seed/avatars/someone-256.webp';
    await mkdir(path.dirname(fileOf(seeded)), { recursive: true });
    await writeFile(fileOf(seeded), await picture('webp', 256, 256));
    const user = await createUser(server.db, { avatarUrl: seeded });
    const me = await uploaded(await server.app.request('/api/users/avatar', { method: 'DELETE', headers: user.headers }));
    expect(me.avatar_url).toBeNull();
    expect(existsSync(fileOf(seeded))).toBe(true);
  });

  it('removes the avatar files when the account is deleted', async () => {
    const user = await createUser(server.db, {}, { password: true });
    const url = (await uploaded(await upload(user, await picture('png'), 'a.png', 'image/png'))).avatar_url ?? '';
    const deletion = { method: 'DELETE', headers: jsonHeaders(user.headers), body: JSON.stringify({ password: TEST_PASSWORD }) };
    expect((await server.app.request('/api/users/', deletion)).status).toBe(204);
    expect(existsSync(fileOf(url))).toBe(false);
    expect(existsSync(fileOf(smallOf(url)))).toBe(false);
  });
});
