import type { MiddlewareHandler } from 'hono';

export interface SocialProviders {
  facebook: boolean;
  apple: boolean;
}

const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
};
const APPLE = { script: ['https://appleid.cdn-apple.com'], frame: ['https://appleid.apple.com'], connect: [] };

/**
 * No inline script but a server-rendered page's own: the Vite build emits external modules only, and the scripts that
 * hand a rendered page's data to the browser carry that answer's nonce. Inline styles stay allowed because React's
 * `style` props and the theme bootstrap set style attributes. The social sign-in SDKs' origins are allowed only when
 * that provider is configured, so a deployment without them stays strict.
 */
export function contentSecurityPolicy(providers: SocialProviders, nonce?: string): string {
  const on = [providers.facebook ? FACEBOOK : null, providers.apple ? APPLE : null].filter((p) => p !== null);
  const extra = (kind: 'script' | 'frame' | 'connect') =>
    on
      .flatMap((p) => p[kind])
      .map((origin) => ` ${origin}`)
      .join('');
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${extra('script')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${extra('connect')}`,
    ...(on.length > 0 ? [`frame-src${extra('frame')}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** Runs after the handler (and the error handler) so every response, errors included, carries the headers. */
export const securityHeaders = (providers: SocialProviders): MiddlewareHandler => {
  const policy = contentSecurityPolicy(providers);
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // The provider popups answer through window.opener, which `same-origin` would cut.
    'Cross-Origin-Opener-Policy': providers.facebook || providers.apple ? 'same-origin-allow-popups' : 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    // Browsers heed it only on HTTPS answers, so it is harmless on a plain-HTTP local run; a year, as preload lists ask.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
  return async (c, next) => {
    await next();
    const nonce = c.get('cspNonce');
    c.res.headers.set('Content-Security-Policy', nonce ? contentSecurityPolicy(providers, nonce) : policy);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
};
