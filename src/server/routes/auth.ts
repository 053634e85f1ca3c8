import { Hono, type Context } from 'hono';
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
import { endSession } from '../auth/refresh-tokens';
import type { AppDeps } from '../http/deps';
import { noStore } from '../http/json';
import { requestIp } from '../http/rate-limit';
import type { AppEnv } from '../http/types';
import { validateJson } from '../http/validate';
import { mailLocaleFrom } from '../mail/locale';
import {
  appleSignIn,
  checkResetCode,
  facebookSignIn,
  forgotPassword,
  limitAuthAttempt,
  login,
  refresh,
  register,
  resetPassword,
  verifyEmail,
} from '../services/auth';

/**
 * /api/auth of §7. Bodies are validated by the shared schemas before anything else; the abuse limits count after
 * validation (a malformed body costs nothing) and before any password hashing or mail.
 *
 * Re-sending a verification code has no route of its own: signing in with the right password to an unverified
 * account, and asking for a password reset of one, both answer 403 EmailNotVerified AND mail a fresh code.
 */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, env } = deps;
  const ip = (c: Context<AppEnv>) => requestIp(c, env);
  // Mails go out in the language the client asks for (the app sends its chosen language), Polish by default.
  const mailLocale = (c: Context<AppEnv>) => mailLocaleFrom(c.req.header('accept-language'));

  return new Hono<AppEnv>({ strict: false })
    .post('/register', validateJson(RegisterBodySchema), async (c) => {
      const body = c.req.valid('json');
      await limitAuthAttempt(db, 'register', { ip: ip(c), email: body.email });
      return c.json(await register(deps, body, mailLocale(c)), 201);
    })
    .post('/verify-email', validateJson(VerifyEmailBodySchema), async (c) => {
      const body = c.req.valid('json');
      await limitAuthAttempt(db, 'verify-email', { ip: ip(c), email: body.email });
      await verifyEmail(db, body);
      return c.body(null, 204);
    })
    .post('/login', noStore, validateJson(LoginBodySchema), async (c) => {
      const body = c.req.valid('json');
      const address = ip(c);
      await limitAuthAttempt(db, 'login', { ip: address });
      const tokens = await login(deps, body, { ip: address, locale: mailLocale(c) });
      return c.json(tokens);
    })
    .post('/refresh', noStore, validateJson(RefreshBodySchema), async (c) => {
      const tokens = await refresh(deps, c.req.valid('json').refresh_token);
      return c.json(tokens);
    })
    .delete('/logout', validateJson(LogoutBodySchema), async (c) => {
      await endSession(db, c.req.valid('json').refresh_token);
      return c.body(null, 204);
    })
    .post('/forgot-password', validateJson(ForgotPasswordBodySchema), async (c) => {
      const body = c.req.valid('json');
      await limitAuthAttempt(db, 'forgot-password', { ip: ip(c), email: body.email });
      await forgotPassword(deps, body, mailLocale(c));
      return c.body(null, 204);
    })
    .post('/password-reset-check-code', validateJson(CheckCodeBodySchema), async (c) => {
      const body = c.req.valid('json');
      await limitAuthAttempt(db, 'password-reset-check-code', { ip: ip(c), email: body.email });
      await checkResetCode(db, body);
      return c.body(null, 204);
    })
    .post('/reset-password', validateJson(ResetPasswordBodySchema), async (c) => {
      const body = c.req.valid('json');
      await limitAuthAttempt(db, 'reset-password', { ip: ip(c), email: body.email });
      await resetPassword(db, body);
      return c.body(null, 204);
    })
    .post('/facebook', noStore, validateJson(FacebookBodySchema), async (c) => {
      const body = c.req.valid('json');
      await limitAuthAttempt(db, 'facebook', { ip: ip(c) });
      const tokens = await facebookSignIn(deps, body);
      return c.json(tokens);
    })
    .post('/apple', noStore, validateJson(AppleBodySchema), async (c) => {
      const body = c.req.valid('json');
      await limitAuthAttempt(db, 'apple', { ip: ip(c) });
      const tokens = await appleSignIn(deps, body);
      return c.json(tokens);
    });
}
