import type { Context } from 'hono';
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmEmailBodySchema,
  DeleteAccountBodySchema,
  MarketBodySchema,
  ProfileUpdateBodySchema,
  TagsBodySchema,
} from '@/shared/schemas/user';
import { requireUser, signedIn } from '../web/auth';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { AppError } from '../platform/errors';
import { noStore, sendJson, toCachedBody } from '../web/json';
import { userTag } from '../platform/content-tags';
import { pictureBodyLimit, readPictureUpload } from '../web/picture-upload';
import { RATE_LIMITS } from '../platform/rate-limits';
import { rateLimit } from '../web/rate-limit';
import type { AppEnv } from '../web/types';
import { validateJson, validateParam } from '../web/validate';
import { IdParamSchema } from '@/shared/schemas/common';
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
  sendReauthCode,
  setAvatar,
  setMarket,
  updateProfile,
} from '../services/users';
import { mediaAvatarStore, sniffAvatarFormat } from '../storage/avatars';

// Mails go out in the language the client asks for (the app sends its chosen language), Polish by default.
const mailLocale = (c: Context<AppEnv>) => mailLocaleFrom(c.req.header('accept-language'));

export function usersRoutes({ db, env, caches, mailer, media }: AppDeps): Router {
  const avatars = mediaAvatarStore(media);
  return (
    createRouter()
      // Private data must never sit in a shared cache; the public profile is cheap enough to skip caching too.
      .use(noStore)
      .get('/', signedIn, async (c) => c.json(await getCurrentUser(db, requireUser(c), env.ADMIN_EMAILS)))
      .put('/', signedIn, validateJson(ProfileUpdateBodySchema), async (c) => {
        const userId = requireUser(c);
        return c.json(await updateProfile(db, caches.contentLists, userId, c.req.valid('json'), env.ADMIN_EMAILS));
      })
      .delete('/', signedIn, validateJson(DeleteAccountBodySchema), async (c) => {
        await deleteAccount(db, avatars, requireUser(c), c.req.valid('json'));
        return c.body(null, 204);
      })
      .post('/reauth-code', signedIn, async (c) => {
        await sendReauthCode(db, mailer, requireUser(c), mailLocale(c));
        return c.body(null, 204);
      })
      // Push tags belong to the mobile app's notification provider; the web validates them and stores nothing.
      .post('/tags', signedIn, validateJson(TagsBodySchema), async (c) => {
        requireUser(c);
        return c.body(null, 204);
      })
      .put('/market', signedIn, validateJson(MarketBodySchema), async (c) => {
        const userId = requireUser(c);
        return c.json(await setMarket(db, userId, c.req.valid('json').market_id, env.ADMIN_EMAILS));
      })
      .put(
        '/email',
        signedIn,
        validateJson(ChangeEmailBodySchema),
        rateLimit({ db, env }, 'change-email', { user: RATE_LIMITS.account.changeEmail, email: RATE_LIMITS.account.changeEmailPerAddress }),
        async (c) => {
          await requestEmailChange(db, mailer, requireUser(c), c.req.valid('json'), mailLocale(c));
          return c.body(null, 204);
        },
      )
      .post(
        '/confirm-email',
        signedIn,
        validateJson(ConfirmEmailBodySchema),
        rateLimit({ db, env }, 'confirm-email', { user: RATE_LIMITS.account.confirmEmail }),
        async (c) => c.json(await confirmEmailChange(db, mailer, requireUser(c), c.req.valid('json'), mailLocale(c), env.ADMIN_EMAILS)),
      )
      .post(
        '/password',
        signedIn,
        validateJson(ChangePasswordBodySchema),
        rateLimit({ db, env }, 'change-password', { user: RATE_LIMITS.account.changePassword }),
        async (c) => {
          const body = c.req.valid('json');
          return c.json(
            await changePassword(db, env.JWT_SECRET, requireUser(c), { oldPassword: body.old_password, password: body.password }),
          );
        },
      )
      .put(
        '/avatar',
        // Guests are turned away before up to 10 MB of body is read.
        signedIn,
        pictureBodyLimit,
        rateLimit({ db, env }, 'avatar', { user: RATE_LIMITS.account.avatarUpload }),
        async (c) => {
          const userId = requireUser(c);
          const bytes = await readPictureUpload(c);
          const format = sniffAvatarFormat(bytes);
          if (!format) throw new AppError('ValidationError', 'image: only PNG, JPEG and WebP pictures are accepted');
          return c.json(await setAvatar(db, avatars, userId, bytes, format, env.ADMIN_EMAILS));
        },
      )
      .delete('/avatar', signedIn, async (c) => c.json(await removeAvatar(db, avatars, requireUser(c), env.ADMIN_EMAILS)))
      .get('/achievements', signedIn, async (c) => c.json(await listAchievements(db, requireUser(c))))
      .get('/:id', validateParam(IdParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        return sendJson(c, toCachedBody(await getPublicProfile(db, id), [userTag(id)]));
      })
  );
}
