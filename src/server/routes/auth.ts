import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  AppleBodySchema,
  CheckCodeBodySchema,
  FacebookBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LogoutBodySchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
} from '@/shared/schemas/auth';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, deviceCookieAfterSignIn } from '../auth/device-cookie';
import { endSession } from '../auth/refresh-tokens';
import type { Env } from '../platform/env';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import { noStore } from '../web/json';
import { rateLimit, requestIp } from '../web/rate-limit';
import { RATE_LIMITS } from '../platform/rate-limits';
import type { AppEnv } from '../web/types';
import { validateJson } from '../web/validate';
import { mailLocaleFrom } from '../mail/locale';
import {
  appleSignIn,
  checkResetCode,
  facebookSignIn,
  forgotPassword,
  login,
  refresh,
  register,
  resetPassword,
  verifyEmail,
  type SignedIn,
} from '../services/auth';

/** Whether the client reached us over https: the URL's scheme, or behind a trusted proxy the scheme it saw. */
function cameOverHttps(c: Context<AppEnv>, env: Pick<Env, 'TRUST_PROXY'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const forwarded = env.TRUST_PROXY ? c.req.header('X-Forwarded-Proto') : undefined;
  return forwarded?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/**
 * /api/auth (sign-up, sign-in, codes, tokens). Bodies are validated by the shared schemas before anything else; the
 * abuse limits count after validation (a malformed body costs nothing) and before any password hashing or mail.
 *
 * Re-sending a verification code has no route of its own: signing in with the right password to an unverified
 * account, and asking for a password reset of one, both answer 403 EmailNotVerified AND mail a fresh code.
 */
export function authRoutes(deps: AppDeps): Router {
  const { db, env } = deps;
  const ip = (c: Context<AppEnv>) => requestIp(c, env);
  // Mails go out in the language the client asks for (the app sends its chosen language), Polish by default.
  const mailLocale = (c: Context<AppEnv>) => mailLocaleFrom(c.req.header('accept-language'));
  const origin = (c: Context<AppEnv>) => ({ ip: ip(c), locale: mailLocale(c) });
  /**
   * Every successful sign-in leaves the device cookie (auth/device-cookie.ts). Only the auth routes need it, and
   * `Secure` only when the request came over https: `npm start` serves plain http on loopback.
   */
  const signedIn = (c: Context<AppEnv>, { tokens, userId }: SignedIn) => {
    setCookie(c, DEVICE_COOKIE, deviceCookieAfterSignIn(getCookie(c, DEVICE_COOKIE), env.JWT_SECRET, userId), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      secure: cameOverHttps(c, env),
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    return c.json(tokens);
  };

  return createRouter()
    .post('/register', validateJson(RegisterBodySchema), rateLimit(deps, 'auth:register', RATE_LIMITS.auth.register), async (c) => {
      const body = c.req.valid('json');
      return c.json(await register(deps, body, origin(c)), 201);
    })
    .post(
      '/verify-email',
      validateJson(VerifyEmailBodySchema),
      rateLimit(deps, 'auth:verify-email', RATE_LIMITS.auth['verify-email']),
      async (c) => {
        const body = c.req.valid('json');
        await verifyEmail(db, body, ip(c));
        return c.body(null, 204);
      },
    )
    .post('/login', noStore, validateJson(LoginBodySchema), rateLimit(deps, 'auth:login', RATE_LIMITS.auth.login), async (c) => {
      const body = c.req.valid('json');
      const address = ip(c);
      return signedIn(c, await login(deps, body, { ip: address, locale: mailLocale(c), deviceCookie: getCookie(c, DEVICE_COOKIE) }));
    })
    .post('/refresh', noStore, validateJson(RefreshBodySchema), async (c) => {
      const tokens = await refresh(deps, c.req.valid('json').refresh_token);
      return c.json(tokens);
    })
    .delete('/logout', validateJson(LogoutBodySchema), async (c) => {
      await endSession(db, c.req.valid('json').refresh_token);
      return c.body(null, 204);
    })
    .post(
      '/forgot-password',
      validateJson(ForgotPasswordBodySchema),
      rateLimit(deps, 'auth:forgot-password', RATE_LIMITS.auth['forgot-password']),
      async (c) => {
        const body = c.req.valid('json');
        await forgotPassword(deps, body, origin(c));
        return c.body(null, 204);
      },
    )
    .post(
      '/password-reset-check-code',
      validateJson(CheckCodeBodySchema),
      rateLimit(deps, 'auth:password-reset-check-code', RATE_LIMITS.auth['password-reset-check-code']),
      async (c) => {
        const body = c.req.valid('json');
        await checkResetCode(db, body, ip(c));
        return c.body(null, 204);
      },
    )
    .post(
      '/reset-password',
      validateJson(ResetPasswordBodySchema),
      rateLimit(deps, 'auth:reset-password', RATE_LIMITS.auth['reset-password']),
      async (c) => {
        const body = c.req.valid('json');
        await resetPassword(db, body, ip(c));
        return c.body(null, 204);
      },
    )
    .post(
      '/facebook',
      noStore,
      validateJson(FacebookBodySchema),
      rateLimit(deps, 'auth:facebook', RATE_LIMITS.auth.facebook),
      async (c) => {
        const body = c.req.valid('json');
        return signedIn(c, await facebookSignIn(deps, body));
      },
    )
    .post('/apple', noStore, validateJson(AppleBodySchema), rateLimit(deps, 'auth:apple', RATE_LIMITS.auth.apple), async (c) => {
      const body = c.req.valid('json');
      return signedIn(c, await appleSignIn(deps, body));
    });
}
