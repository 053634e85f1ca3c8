import type { Context } from 'hono';
import * as v from 'valibot';
import { CONSENT_ANSWERED_COOKIE, consentRecord, preferenceCookie } from '@/shared/preference-cookies';
import { AppError } from '../platform/errors';
import { parseOrThrow } from '../web/validate';
import type { AppDeps } from '../deps';
import { createRouter, type Router } from '../web/router';
import type { AppEnv } from '../web/types';
import { publicOrigin } from '../seo/urls';

/**
 * The cookie banner's form as the browser sends it (src/app/layout/CookieBanner.tsx): the button pressed, the two
 * categories when the settings were open (a checkbox is sent only when ticked), and the page to go back to.
 */
const ConsentForm = v.object({
  choice: v.picklist(['accept', 'reject', 'custom'], 'choice must be accept, reject or custom'),
  analytics: v.optional(v.literal('1', 'analytics must be 1 when given')),
  advertising: v.optional(v.literal('1', 'advertising must be 1 when given')),
  return: v.optional(v.pipe(v.string('return must be a path'), v.maxLength(2000, 'return must be at most 2000 characters'))),
});

/** Any origin will do for resolving a relative path: what matters is whether the result stays on it. */
const PATH_BASE = 'http://path.invalid';

/**
 * The page the form came from, as a path on this site; anything else (`//evil.example`, `https://…`, `/\evil`, a
 * path that the URL parser turns into one of those) is home instead, so the route can never send a visitor away.
 */
export function safeReturnPath(value: string | undefined): string {
  if (!value?.startsWith('/')) return '/';
  const url = URL.canParse(value, PATH_BASE) ? new URL(value, PATH_BASE) : null;
  if (url?.origin !== PATH_BASE || url.pathname.startsWith('//')) return '/';
  return url.pathname + url.search;
}

/**
 * A cross-site page must not answer the banner for the visitor (forged consent): the browser's `Sec-Fetch-Site`
 * must say same-origin, or, from a browser that does not send it, `Origin` must be this site. A request with neither
 * is refused too: every browser that can post this form sends one of them.
 */
function assertSameOrigin(c: Context<AppEnv>, env: AppDeps['env']): void {
  const site = c.req.header('Sec-Fetch-Site');
  const origin = c.req.header('Origin');
  const own =
    site === undefined
      ? origin !== undefined && [new URL(c.req.url).origin, publicOrigin(env, c.req.url)].includes(origin)
      : site === 'same-origin';
  if (!own) throw new AppError('Forbidden', 'The cookie choice must be sent from this site');
}

/** The posted fields; a body the browser's form could not have sent (a broken multipart) is a 400, not a 500. */
async function readForm(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new AppError('ValidationError', 'The body must be a form');
  }
}

/**
 * POST /api/consent: the cookie banner answered by a plain HTML form, before the app has started or without
 * JavaScript. The answer goes into the answered cookie, which the server render reads (no banner on the next page) and
 * the app copies into localStorage when it starts; 303 sends the visitor back to the page with a GET.
 */
export function consentRoutes({ env }: AppDeps): Router {
  return createRouter().post('/', async (c) => {
    assertSameOrigin(c, env);
    const form = parseOrThrow(ConsentForm, await readForm(c));
    const flags =
      form.choice === 'custom'
        ? { analytics: form.analytics === '1', advertising: form.advertising === '1' }
        : { analytics: form.choice === 'accept', advertising: form.choice === 'accept' };
    c.header('Set-Cookie', preferenceCookie(CONSENT_ANSWERED_COOKIE, consentRecord(flags, new Date())));
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeReturnPath(form.return), 303);
  });
}
