import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { ButtonLink } from '@/components/ui/Button';
import { CloseIcon, MenuIcon, PlusIcon, SearchIcon } from '@/components/ui/Icon';
import { useCachedCurrentUser, useCurrentUser, useViewer } from '@/domain/current-user';
import { useHydrated } from '@/lib/use-hydrated';
import type { SearchOverlayProps } from '@/features/search/components/SearchOverlay';
import { normalizeQuery } from '@/features/search/lib/search-params';
import { useIsSignedIn } from '@/domain/session';
import { SEARCH_MAX } from '@/shared/constants';
import { OnDemand } from '@/lib/OnDemand';
import { Logo } from './Logo';
import styles from './TopBar.module.css';

/** The query of the results page (the search button shows it); other pages have none. */
function currentSearchQuery(pathname: string, search: unknown): string {
  if (pathname !== '/search' || typeof search !== 'object' || search === null || !('query' in search)) return '';
  return normalizeQuery(search.query);
}

/** The recent searches a search from the top bar's field joins, loaded with it rather than with every page. */
const loadRecentSearches = () => import('@/features/search/lib/recent-searches-store');

/** The overlay's code and messages come with the first search, not with every page. */
const loadSearchOverlay = () =>
  import('@/features/search/components/SearchOverlay').then((module): ComponentType<SearchOverlayProps> => module.SearchOverlay);

function NavLinks({ className }: { className?: string }) {
  return (
    <>
      <Link to="/" className={className} activeProps={{ 'aria-current': 'page' }} activeOptions={{ exact: true, includeSearch: false }}>
        <Trans>Deals</Trans>
      </Link>
      <Link to="/gamer-zone" className={className} activeProps={{ 'aria-current': 'page' }}>
        <Trans>Gamer zone</Trans>
      </Link>
      <Link to="/coupons" className={className} activeProps={{ 'aria-current': 'page' }}>
        <Trans>Coupons</Trans>
      </Link>
      <Link to="/dealboxes" className={className} activeProps={{ 'aria-current': 'page' }}>
        <Trans>Lootboxes</Trans>
      </Link>
    </>
  );
}

interface AccountActionsProps {
  block?: boolean;
  avatarBadge?: ReactNode;
}

function AccountActions({ block = false, avatarBadge }: AccountActionsProps) {
  const signedIn = useIsSignedIn();
  // The profile is fetched as soon as the session is signed in; until it arrives the placeholder shows.
  const { data: user } = useCurrentUser();
  if (!signedIn) {
    return (
      <>
        <ButtonLink to="/sign-in" variant="secondary" block={block}>
          <Trans>Sign in</Trans>
        </ButtonLink>
        <ButtonLink to="/sign-up" block={block}>
          <Trans>Sign up</Trans>
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <ButtonLink to="/add-deal" block={block}>
        <PlusIcon />
        <Trans>Add deal</Trans>
      </ButtonLink>
      <ModerationLink block={block} />
      {/* In the phone menu the avatar is labelled in words: a lone picture says nothing about where it leads. */}
      <Link to="/account" className={block ? styles.profileRow : styles.profile}>
        <span className={styles.avatarFrame}>
          <Avatar src={user?.avatar_url} alt="" size={36} />
          {avatarBadge ? <span className={styles.avatarBadge}>{avatarBadge}</span> : null}
        </span>{' '}
        <span className={block ? undefined : 'visually-hidden'}>
          <Trans>Your account</Trans>
        </span>
      </Link>
    </>
  );
}

/** The operator console's entry, only for moderators and admins, beside the account in both menus. */
function ModerationLink({ block }: { block: boolean }) {
  const signedIn = useIsSignedIn();
  // Only reads the profile the account link beside it fetches, so the profile is asked for as before.
  const { data: user } = useCachedCurrentUser();
  const role = signedIn ? user?.role : undefined;
  if (role === undefined || role === 'member') return null;
  return (
    <ButtonLink to="/moderation" variant="ghost" block={block} activeProps={{ 'aria-current': 'page' }}>
      <Trans>Moderation</Trans>
    </ButtonLink>
  );
}

/**
 * The chrome on a phone: signed in, the add-deal button and the avatar stay in the bar beside the menu, as on a wider
 * screen; both are icons there, so their names are given in words for assistive technology.
 */
function PhoneAccountShortcuts() {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const { data: user } = useCurrentUser();
  if (!signedIn) return null;
  return (
    <div className={styles.phoneActions}>
      <Link to="/add-deal" className={styles.addDeal} aria-label={t`Add deal`}>
        <PlusIcon size={20} />
      </Link>
      <Link to="/account" className={styles.profile} aria-label={t`Your account`}>
        <span className={styles.avatarFrame}>
          <Avatar src={user?.avatar_url} alt="" size={32} />
        </span>
      </Link>
    </div>
  );
}

export interface TopBarProps {
  /**
   * Shown on the corner of the signed-in user's avatar (the unread count). It is part of the account link's name,
   * so give it its own screen-reader text (e.g. a visually hidden "3 unread").
   */
  avatarBadge?: ReactNode;
}

/**
 * The top bar. It works as plain HTML from the first paint, before the app has started or without JavaScript:
 * the search is a form the server answers (/search?query=…) and the phone menu a `<details>` of links. The app then
 * enhances the same markup, so hydration changes nothing and a tap made before it is kept. Below 769 px the links and
 * account actions are in that menu, which closes on every route change: it is open only for the location it was
 * opened on, so navigating closes it without an effect.
 */
export function TopBar({ avatarBadge }: TopBarProps) {
  const { t } = useLingui();
  const menuId = useId();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const href = useRouterState({ select: (state) => state.location.href });
  const query = useRouterState({ select: (state) => currentSearchQuery(state.location.pathname, state.location.search) });
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === href;
  const menu = useRef<HTMLDetailsElement>(null);
  // Like the menu, the search overlay belongs to the page it was opened on: Back or a link closes it.
  const [searchOpenedWith, setSearchOpenedWith] = useState<{ at: string; text: string } | null>(null);
  const searchOpen = searchOpenedWith?.at === href;
  const closeSearch = useCallback(() => setSearchOpenedWith(null), []);
  const searchInput = useRef<HTMLInputElement>(null);
  const shownQuery = useRef(query);
  const avatarUrl = useViewer()?.avatar_url;
  // The own avatar also signs comments written offline. On a phone it sits in the closed menu and would be fetched
  // only once opened, so it is fetched now, while there is a network, and the service worker keeps it.
  useEffect(() => {
    if (avatarUrl) new Image().src = avatarUrl;
  }, [avatarUrl]);

  // The search field is the browser's own (text typed before the app started stays): it shows each new page's query.
  useEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    if (searchInput.current) searchInput.current.value = query;
  }, [query]);

  // A menu opened before the app started is open for this page.
  useEffect(() => {
    if (menu.current?.open) setMenuOpenAt((openAt) => openAt ?? href);
  }, [href]);

  const onMenuToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const open = event.currentTarget.open;
    if (open !== menuOpen) setMenuOpenAt(open ? href : null);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpenAt(null);
    // The focused link hides with the menu: the focus goes back to the button that opened it.
    menu.current?.querySelector('summary')?.focus();
  };

  const openSearch = () => setSearchOpenedWith({ at: href, text: searchInput.current?.value.trim() ?? query });

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = normalizeQuery(searchInput.current?.value);
    if (keyword === '') return;
    void loadRecentSearches().then(({ rememberSearch }) => rememberSearch(keyword));
    void navigate({ to: '/search', search: { query: keyword } });
  };

  return (
    <header className={styles.header} data-top-bar>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav className={styles.nav} aria-label={t`Main`}>
          <NavLinks className={styles.navLink} />
        </nav>
        <form role="search" className={styles.search} action="/search" method="get" onSubmit={submitSearch}>
          <SearchIcon />
          <input
            ref={searchInput}
            type="search"
            name="query"
            className={styles.searchInput}
            defaultValue={query}
            placeholder={t`Search deals, shops, coupons…`}
            aria-label={t`Search deals`}
            maxLength={SEARCH_MAX}
            autoComplete="off"
            enterKeyHint="search"
            onClick={openSearch}
            // A pointer on its way to the field starts the overlay's download, so it opens at once. A failure is told
            // when the overlay is opened.
            onPointerEnter={() => void loadSearchOverlay().catch(() => undefined)}
          />
        </form>
        {searchOpen && (
          <OnDemand
            load={loadSearchOverlay}
            props={{ initialQuery: searchOpenedWith.text, onClose: closeSearch }}
            onFailure={closeSearch}
          />
        )}
        <div className={styles.actions}>
          <AccountActions avatarBadge={avatarBadge} />
        </div>
        <PhoneAccountShortcuts />
        <details ref={menu} className={styles.menu} open={menuOpen} onToggle={onMenuToggle} onKeyDown={onMenuKeyDown}>
          <summary className={styles.menuButton} aria-controls={menuId} aria-expanded={hydrated ? menuOpen : undefined}>
            {/* Which icon and name show is CSS on the open state, so they are right before the app starts too. */}
            <MenuIcon className={styles.whenClosed} />
            <CloseIcon size={22} className={styles.whenOpen} />
            <span className={`visually-hidden ${styles.whenClosed}`}>{t`Open menu`}</span>
            <span className={`visually-hidden ${styles.whenOpen}`}>{t`Close menu`}</span>{' '}
            {/* On phones the avatar hides in the menu: the unread count shows on the button that opens it. */}
            {avatarBadge ? <span className={`${styles.avatarBadge} ${styles.whenClosed}`}>{avatarBadge}</span> : null}
          </summary>
          <div id={menuId} className={styles.mobileMenu}>
            <nav className={styles.mobileNav} aria-label={t`Main`}>
              <NavLinks className={styles.mobileLink} />
            </nav>
            <div className={styles.mobileActions}>
              <AccountActions block avatarBadge={avatarBadge} />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
