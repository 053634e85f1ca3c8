import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_CLOSED_AT_KEY, CONSENT_KEY, syncConsentCookie } from '@/app/cookie-consent';
import { consentRecord, readCookie } from '@/shared/preference-cookies';
import { REFRESH_TOKEN_KEY, signIn } from '@/domain/session';
import { THEME_STORAGE_KEY } from '@/app/theme';
import { hideAlert, showAlert } from '@/lib/alerts';
import { renderApp } from './render-app';

afterEach(() => {
  document.cookie = 'consent_answered=; path=/; max-age=0';
  delete document.documentElement.dataset.theme;
  vi.unstubAllGlobals();
});

/** Redirects land on the home page, which lists deals: answer its API call with an empty list. */
function stubEmptyDealList() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: [], metadata: { pages_count: 0, count: 0 } })),
  );
}

/** The footer's content comes with its own code (src/app/layout/Footer.tsx), a moment after the page. */
async function renderAppWithFooter(path: string): Promise<void> {
  await renderApp(path);
  await within(screen.getByRole('contentinfo')).findByRole('link', { name: 'Kontakt' });
}

describe('footer', () => {
  it('links every footer page', async () => {
    await renderAppWithFooter('/faq');
    const footer = screen.getByRole('contentinfo');
    const expected: [RegExp, string][] = [
      [/^regulamin$/i, '/terms'],
      [/^polityka prywatności$/i, '/privacy'],
      [/^faq$/i, '/faq'],
      [/^kontakt$/i, '/contact'],
      [/^zaufani partnerzy$/i, '/trusted-partners'],
      [/^zasady publikacji$/i, '/publication-rules'],
      [/^dziennik moderacji$/i, '/moderation-log'],
      [/^jak zbierać punkty$/i, '/how-to-collect-points'],
      [/^wymień punkty w aplikacji mobilnej$/i, '/exchange-points-in-mobile-app'],
    ];
    for (const [name, href] of expected) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('has external social links that do not leak the opener', async () => {
    await renderAppWithFooter('/faq');
    const footer = screen.getByRole('contentinfo');
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'TikTok']) {
      const link = within(footer).getByRole('link', { name: new RegExp(network) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows the copyright line with the current year', async () => {
    await renderAppWithFooter('/faq');
    expect(within(screen.getByRole('contentinfo')).getByText(new RegExp(`© ${new Date().getFullYear()} Okazje`))).toBeInTheDocument();
  });

  it('switches the theme from the radio group at once and remembers it', async () => {
    const user = userEvent.setup();
    await renderAppWithFooter('/faq');
    const group = screen.getByRole('group', { name: 'Motyw' });
    expect(within(group).getByRole('radio', { name: 'Automatyczny' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Ciemny' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(within(group).getByRole('radio', { name: 'Jasny' }));
    expect(within(group).getByRole('radio', { name: 'Jasny' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('cookie banner', () => {
  it('stays until accepted, then stores the time and consent and stays hidden after a reload', async () => {
    const user = userEvent.setup();
    await renderAppWithFooter('/faq');
    const banner = screen.getByRole('region', { name: 'Pliki cookie' });
    await user.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(banner).toBeInTheDocument();

    const before = Date.now();
    await user.click(within(banner).getByRole('button', { name: 'Akceptuję' }));
    expect(screen.queryByRole('region', { name: 'Pliki cookie' })).not.toBeInTheDocument();
    const closedAt = Date.parse(localStorage.getItem(COOKIE_BANNER_CLOSED_AT_KEY) ?? '');
    expect(closedAt).toBeGreaterThanOrEqual(before - 1000);
    const stored = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as Record<string, unknown>;
    expect(stored).toMatchObject({ analytics: true, advertising: true });
    expect(Date.parse(String(stored.decided_at))).toBeGreaterThanOrEqual(before - 1000);
    // The server renders the banner into a first visit's page only for a visitor without this cookie, which holds the
    // same answer as localStorage.
    expect(readCookie(document.cookie, 'consent_answered')).toBe(localStorage.getItem(CONSENT_KEY));

    await renderApp('/faq');
    expect(screen.queryByRole('region', { name: 'Pliki cookie' })).not.toBeInTheDocument();
  });

  it('gives a choice stored before the answered cookie existed that cookie, so the server stops rendering the banner', () => {
    syncConsentCookie();
    expect(document.cookie).not.toContain('consent_answered');
    localStorage.setItem(COOKIE_BANNER_CLOSED_AT_KEY, new Date().toISOString());
    syncConsentCookie();
    expect(document.cookie).toContain('consent_answered=1');
    const stored = consentRecord({ analytics: true, advertising: false }, new Date());
    localStorage.setItem(CONSENT_KEY, stored);
    syncConsentCookie();
    expect(readCookie(document.cookie, 'consent_answered')).toBe(stored);
  });

  it("takes an answer given through the server's form (no JavaScript yet) from the cookie: no banner, the same choice stored", async () => {
    const answer = consentRecord({ analytics: false, advertising: true }, new Date('2026-11-20T10:00:00Z'));
    document.cookie = `consent_answered=${encodeURIComponent(answer)}; path=/`;
    await renderApp('/faq');
    expect(screen.queryByRole('region', { name: 'Pliki cookie' })).not.toBeInTheDocument();
    syncConsentCookie();
    expect(localStorage.getItem(CONSENT_KEY)).toBe(answer);
    expect(localStorage.getItem(COOKIE_BANNER_CLOSED_AT_KEY)).toBe('2026-11-20T10:00:00.000Z');
    // A later answer given in the app wins over the cookie's older one, and the cookie follows it.
    const later = consentRecord({ analytics: true, advertising: true }, new Date('2026-11-21T10:00:00Z'));
    localStorage.setItem(CONSENT_KEY, later);
    syncConsentCookie();
    expect(readCookie(document.cookie, 'consent_answered')).toBe(later);
  });

  it('is a form the server answers before the app starts: each button sends its choice and the way back to the page', async () => {
    await renderApp('/faq?page=2');
    const banner = screen.getByRole('region', { name: 'Pliki cookie' });
    const form = banner.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/consent');
    expect(banner.querySelector('input[type="hidden"][name="return"]')).toHaveValue('/faq?page=2');
    expect(within(banner).getByRole('button', { name: 'Odrzuć' })).toHaveAttribute('type', 'submit');
    expect(within(banner).getByRole('button', { name: 'Odrzuć' })).toHaveAttribute('value', 'reject');
    expect(within(banner).getByRole('button', { name: 'Akceptuję' })).toHaveAttribute('value', 'accept');
  });

  it('comes right after the skip link in the tab order, and gives the focus back where it was after a choice', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const banner = screen.getByRole('region', { name: 'Pliki cookie' });
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Przejdź do treści' });
    expect(skipLink).toHaveFocus();
    await user.tab();
    expect(within(banner).getByRole('link', { name: 'polityce prywatności' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(banner).getByRole('button', { name: 'Odrzuć' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Pliki cookie' })).not.toBeInTheDocument();
    expect(skipLink).toHaveFocus();
  });

  it('gives the focus to the page content when it was in the banner from the start, and back to the footer after its settings', async () => {
    const user = userEvent.setup();
    await renderAppWithFooter('/faq');
    within(screen.getByRole('region', { name: 'Pliki cookie' }))
      .getByRole('button', { name: 'Akceptuję' })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();

    const footerSettings = screen.getByRole('button', { name: 'Ustawienia cookies' });
    await user.click(footerSettings);
    const reopened = screen.getByRole('region', { name: 'Pliki cookie' });
    expect(within(reopened).getByRole('checkbox', { name: /Analityczne/ })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(reopened).getByRole('button', { name: 'Zapisz wybór' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(footerSettings).toHaveFocus();
  });

  it('offers Odrzuć as prominently as Akceptuję, and rejecting grants nothing', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const banner = screen.getByRole('region', { name: 'Pliki cookie' });
    const reject = within(banner).getByRole('button', { name: 'Odrzuć' });
    expect(reject.className).toBe(within(banner).getByRole('button', { name: 'Akceptuję' }).className);
    await user.click(reject);
    expect(screen.queryByRole('region', { name: 'Pliki cookie' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null')).toMatchObject({ analytics: false, advertising: false });
    expect(localStorage.getItem(COOKIE_BANNER_CLOSED_AT_KEY)).not.toBeNull();
  });

  it('lets the visitor choose the categories, and change the choice later from the footer', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const banner = screen.getByRole('region', { name: 'Pliki cookie' });
    await user.click(within(banner).getByRole('button', { name: 'Ustawienia' }));
    const analytics = within(banner).getByRole('checkbox', { name: /Analityczne/ });
    expect(analytics).toHaveFocus();
    expect(within(banner).getByRole('checkbox', { name: /Reklamowe/ })).not.toBeChecked();
    await user.click(analytics);
    await user.click(within(banner).getByRole('button', { name: 'Zapisz wybór' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null')).toMatchObject({ analytics: true, advertising: false });

    await user.click(screen.getByRole('button', { name: 'Ustawienia cookies' }));
    const reopened = screen.getByRole('region', { name: 'Pliki cookie' });
    expect(within(reopened).getByRole('checkbox', { name: /Analityczne/ })).toBeChecked();
    await user.click(within(reopened).getByRole('checkbox', { name: /Reklamowe/ }));
    await user.click(within(reopened).getByRole('button', { name: 'Zapisz wybór' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null')).toMatchObject({ analytics: true, advertising: true });
    expect(screen.queryByRole('region', { name: 'Pliki cookie' })).not.toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('offers sign-in and sign-up to guests', async () => {
    await renderApp('/faq');
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Zaloguj się' })[0]).toHaveAttribute('href', '/sign-in');
    expect(within(header).getAllByRole('link', { name: 'Zarejestruj się' })[0]).toHaveAttribute('href', '/sign-up');
    expect(within(header).queryByRole('link', { name: 'Twoje konto' })).not.toBeInTheDocument();
  });

  it('offers add-deal and the profile link to a signed-in user', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'token');
    await renderApp('/faq');
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: /Dodaj okazję/ })[0]).toHaveAttribute('href', '/add-deal');
    expect(within(header).getAllByRole('link', { name: 'Twoje konto' })[0]).toHaveAttribute('href', '/account');
    expect(within(header).queryByRole('link', { name: 'Zaloguj się' })).not.toBeInTheDocument();
  });

  it('shows the signed-in user’s avatar on the profile link, and the placeholder until the profile arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    localStorage.setItem(REFRESH_TOKEN_KEY, 'token');
    await renderApp('/faq');
    const link = within(screen.getByRole('banner')).getAllByRole('link', { name: 'Twoje konto' })[0] as HTMLElement;
    expect(link.querySelector('[data-placeholder-avatar]')).not.toBeNull();
    act(() => answer(Response.json({ id: 1, username: 'ola', avatar_url: '/media/avatars/1.webp' })));
    await waitFor(() => expect(link.querySelector('img')).toHaveAttribute('src', '/media/avatars/1.webp'));
  });

  it('shows the current search query in the top bar’s search field', async () => {
    await renderApp('/search?query=%22lodówka%22');
    expect(within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Szukaj okazji' })).toHaveValue('lodówka');
  });

  it('closes the mobile menu on a route change', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const toggle = screen.getByText('Otwórz menu').closest('summary') as HTMLElement;
    const menu = toggle.closest('details') as HTMLDetailsElement;
    await user.click(toggle);
    expect(menu.open).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'Dealboxy' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Dealbox/ })).toBeInTheDocument();
    await waitFor(() => expect(menu.open).toBe(false));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a skip link to the main content', async () => {
    await renderApp('/faq');
    const skip = screen.getByRole('link', { name: 'Przejdź do treści' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });
});

describe('alert bar', () => {
  it('announces alerts in a live region', async () => {
    await renderApp('/faq');
    act(() => showAlert({ type: 'success', message: 'Zapisano zmiany' }));
    const message = screen.getByText('Zapisano zmiany');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => hideAlert());
    expect(screen.queryByText('Zapisano zmiany')).not.toBeInTheDocument();
  });
});

describe('pages and guards', () => {
  it('renders the not-found page for an unknown path, with a way home', async () => {
    await renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Nie znaleziono strony · Okazje');
  });

  it('renders a static page inside the layout', async () => {
    await renderApp('/publication-rules');
    expect(screen.getByRole('heading', { level: 1, name: 'Zasady publikacji' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Zasady publikacji · Okazje');
  });

  it.each(['/sign-in', '/sign-up', '/reset-password'])('redirects a signed-in user from %s to /', async (path) => {
    stubEmptyDealList();
    localStorage.setItem(REFRESH_TOKEN_KEY, 'token');
    const router = await renderApp(path);
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a guest open /sign-in', async () => {
    const router = await renderApp('/sign-in');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeInTheDocument();
  });

  it.each(['/account', '/account/settings', '/account/settings/change-email', '/account/redeem-points', '/add-deal'])(
    'redirects a guest from %s to /sign-in',
    async (path) => {
      const router = await renderApp(path);
      expect(router.state.location.pathname).toBe('/sign-in');
    },
  );

  it('lets a signed-in user open /account: a stored refresh token counts as signed in before any refresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    localStorage.setItem(REFRESH_TOKEN_KEY, 'token');
    const router = await renderApp('/account');
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('heading', { level: 1, name: 'Zaloguj się' })).not.toBeInTheDocument();
  });

  it('sends the user to /sign-in when another tab signs out while /account is open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    localStorage.setItem(REFRESH_TOKEN_KEY, 'token');
    const router = await renderApp('/account');
    act(() => {
      localStorage.removeItem(REFRESH_TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_KEY, oldValue: 'token', newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('sends a guest on /sign-in home when the session starts (here or in another tab)', async () => {
    stubEmptyDealList();
    const router = await renderApp('/sign-in');
    act(() => signIn({ access_token: 'access', refresh_token: 'refresh' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
