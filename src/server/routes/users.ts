import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES } from '@/shared/constants';
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmEmailBodySchema,
  MarketBodySchema,
  ProfileUpdateBodySchema,
  TagsBodySchema,
} from '@/shared/schemas/user';
import { requireUser } from '../http/auth';
import type { AppDeps } from '../http/deps';
import { HttpError } from '../http/errors';
import { noStore } from '../http/json';
import { hitRateLimit } from '../http/rate-limit';
import type { AppEnv } from '../http/types';
import { IdParamSchema, validateJson, validateParam } from '../http/validate';
import { mailLocaleFrom } from '../mail/locale';
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  getCurrentUser,
  getPublicProfile,
  listAchievements,
  removeAvatar,
  requestEmailChange,
  setAvatar,
  setMarket,
  updateProfile,
} from '../services/users';
import { localAvatarStore, sniffAvatarFormat } from '../storage/avatars';

/** Multipart framing around the picture (boundaries, part headers); generous, since the file's own size is checked exactly. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const AVATAR_BODY_LIMIT_BYTES = AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The one request the app-wide 1 MB body limit lets through: it gets AVATAR_BODY_LIMIT_BYTES on its route instead. */
export function isAvatarUpload(method: string, path: string): boolean {
  return method === 'PUT' && /^\/api\/users\/avatar\/?$/.test(path);
}

const tooLarge = () => new HttpError('PayloadTooLarge', `The picture is larger than ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`);

const MINUTE = 60_000;

export function usersRoutes({ db, mailer, mediaDir }: AppDeps): Hono<AppEnv> {
  const avatars = localAvatarStore(mediaDir);
  return (
    new Hono<AppEnv>({ strict: false })
      // Private data must never sit in a shared cache; the public profile is cheap enough to skip caching too.
      .use(noStore)
      .get('/', async (c) => c.json(await getCurrentUser(db, await requireUser(c, db))))
      .put('/', validateJson(ProfileUpdateBodySchema), async (c) => {
        const userId = await requireUser(c, db);
        return c.json(await updateProfile(db, userId, c.req.valid('json')));
      })
      .delete('/', async (c) => {
        await deleteAccount(db, avatars, await requireUser(c, db));
        return c.body(null, 204);
      })
      // Push tags belong to the mobile app's notification provider; the web validates them and stores nothing.
      .post('/tags', validateJson(TagsBodySchema), async (c) => {
        await requireUser(c, db);
        return c.body(null, 204);
      })
      .put('/market', validateJson(MarketBodySchema), async (c) => {
        const userId = await requireUser(c, db);
        return c.json(await setMarket(db, userId, c.req.valid('json').market_id));
      })
      .put('/email', validateJson(ChangeEmailBodySchema), async (c) => {
        const userId = await requireUser(c, db);
        const { email } = c.req.valid('json');
        // Each request mails a code to an address of the caller's choosing: bounded so it cannot be used to spam.
        await hitRateLimit(db, { key: `change-email:user:${userId}`, limit: 5, windowMs: 15 * MINUTE });
        await hitRateLimit(db, { key: `change-email:email:${email}`, limit: 5, windowMs: 60 * MINUTE });
        await requestEmailChange(db, mailer, userId, email, mailLocaleFrom(c.req.header('accept-language')));
        return c.body(null, 204);
      })
      .post('/confirm-email', validateJson(ConfirmEmailBodySchema), async (c) => {
        const userId = await requireUser(c, db);
        const { email, code } = c.req.valid('json');
        await hitRateLimit(db, { key: `confirm-email:user:${userId}`, limit: 10, windowMs: 15 * MINUTE });
        return c.json(await confirmEmailChange(db, userId, email, code));
      })
      .post('/password', validateJson(ChangePasswordBodySchema), async (c) => {
        const userId = await requireUser(c, db);
        const body = c.req.valid('json');
        // A stolen access token must not become an offline-speed oracle for the account's password.
        await hitRateLimit(db, { key: `change-password:user:${userId}`, limit: 10, windowMs: 15 * MINUTE });
        await changePassword(db, userId, body.old_password, body.password);
        return c.body(null, 204);
      })
      .put(
        '/avatar',
        // Guests are turned away before up to 10 MB of body is read; requireUser below also checks the account.
        async (c, next) => {
          if (c.get('userId') === null) throw new HttpError('Unauthorized', 'Sign in to do this');
          await next();
        },
        bodyLimit({
          maxSize: AVATAR_BODY_LIMIT_BYTES,
          onError: () => {
            throw tooLarge();
          },
        }),
        async (c) => {
          const userId = await requireUser(c, db);
          if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) {
            throw new HttpError('ValidationError', 'Content-Type must be multipart/form-data with an image field');
          }
          let image: unknown;
          try {
            image = (await c.req.parseBody())['image'];
          } catch {
            throw new HttpError('ValidationError', 'The multipart body could not be read');
          }
          if (!(image instanceof File)) throw new HttpError('ValidationError', 'image: a picture file is required');
          if (image.size > AVATAR_MAX_BYTES) throw tooLarge();
          const bytes = new Uint8Array(await image.arrayBuffer());
          const format = sniffAvatarFormat(bytes);
          if (!format) throw new HttpError('ValidationError', 'image: only PNG, JPEG and WebP pictures are accepted');
          return c.json(await setAvatar(db, avatars, userId, bytes, format));
        },
      )
      .delete('/avatar', async (c) => c.json(await removeAvatar(db, avatars, await requireUser(c, db))))
      .get('/achievements', async (c) => c.json(await listAchievements(db, await requireUser(c, db))))
      .get('/:id', validateParam(IdParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        const profile = await getPublicProfile(db, id);
        if (!profile) throw new HttpError('NotFound', `User ${id} does not exist`);
        return c.json(profile);
      })
  );
}
