import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { ButtonLink } from '@/components/ui/Button';
import { CloseIcon, MenuIcon, PlusIcon, SearchIcon } from '@/components/ui/Icon';
import { useCurrentUser, useViewer } from '@/lib/current-user';
import type { SearchOverlayProps } from '@/features/search/components/SearchOverlay';
import { normalizeQuery } from '@/features/search/lib/search-params';
import { useIsSignedIn } from '@/lib/session';
import { OnDemand } from '@/lib/OnDemand';
import { Logo } from './Logo';
import styles from './TopBar.module.css';

/** The query of the results page (§2: the search button shows it); other pages have none. */
function currentSearchQuery(pathname: string, search: unknown): string {
  if (pathname !== '/search' || typeof search !== 'object' || search === null || !('query' in search)) return '';
  return normalizeQuery(search.query);
}

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
  // §4: the profile is fetched as soon as the session is signed in; until it arrives the placeholder shows.
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

/**
 * §2 chrome on a phone: signed in, the add-deal button and the avatar stay in the bar beside the menu, as on a wider
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
 * §2 top bar. Below 769 px the links and account actions move into a menu that closes on every route
 * change: it is open only for the location it was opened on, so navigating closes it without an effect.
 */
export function TopBar({ avatarBadge }: TopBarProps) {
  const { t } = useLingui();
  const menuId = useId();
  const href = useRouterState({ select: (state) => state.location.href });
  const query = useRouterState({ select: (state) => currentSearchQuery(state.location.pathname, state.location.search) });
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === href;
  // Like the menu, the search overlay belongs to the page it was opened on: Back or a link closes it.
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const searchOpen = searchOpenAt === href;
  const closeSearch = useCallback(() => setSearchOpenAt(null), []);
  const avatarUrl = useViewer()?.avatar_url;
  // The own avatar also signs comments written offline. On a phone it sits in the closed menu and would be fetched
  // only once opened, so it is fetched now, while there is a network, and the service worker keeps it.
  useEffect(() => {
    if (avatarUrl) new Image().src = avatarUrl;
  }, [avatarUrl]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') setMenuOpenAt(null);
  };

  return (
    <header className={styles.header} data-top-bar>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav className={styles.nav} aria-label={t`Main`}>
          <NavLinks className={styles.navLink} />
        </nav>
        <button
          type="button"
          className={styles.search}
          aria-haspopup="dialog"
          aria-expanded={searchOpen}
          aria-label={query ? t`Search: ${query}` : t`Search deals`}
          onClick={() => setSearchOpenAt(href)}
          // A pointer on its way to the button starts the overlay's download, so it opens at once. A failure is told
          // when the overlay is opened.
          onPointerEnter={() => void loadSearchOverlay().catch(() => undefined)}
        >
          <SearchIcon />
          <span className={query ? styles.searchQuery : styles.searchPlaceholder}>
            {query || <Trans>Search deals, shops, coupons…</Trans>}
          </span>
        </button>
        {searchOpen && <OnDemand load={loadSearchOverlay} props={{ initialQuery: query, onClose: closeSearch }} onFailure={closeSearch} />}
        <div className={styles.actions}>
          <AccountActions avatarBadge={avatarBadge} />
        </div>
        <PhoneAccountShortcuts />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenAt(menuOpen ? null : href)}
        >
          {menuOpen ? <CloseIcon size={22} /> : <MenuIcon />}
          <span className="visually-hidden">{menuOpen ? t`Close menu` : t`Open menu`}</span>{' '}
          {/* On phones the avatar hides in the menu: the unread count shows on the button that opens it. */}
          {avatarBadge && !menuOpen ? <span className={styles.avatarBadge}>{avatarBadge}</span> : null}
        </button>
      </div>
      <div id={menuId} className={styles.mobileMenu} hidden={!menuOpen} onKeyDown={onMenuKeyDown}>
        <nav className={styles.mobileNav} aria-label={t`Main`}>
          <NavLinks className={styles.mobileLink} />
        </nav>
        <div className={styles.mobileActions}>
          <AccountActions block avatarBadge={avatarBadge} />
        </div>
      </div>
    </header>
  );
}
