import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId, useState, type KeyboardEvent } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { ButtonLink } from '@/components/ui/Button';
import { useIsSignedIn } from '../session';
import { Logo } from './Logo';
import styles from './TopBar.module.css';

function currentSearchQuery(search: unknown): string {
  if (typeof search !== 'object' || search === null || !('query' in search)) return '';
  return typeof search.query === 'string' ? search.query : '';
}

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

function AccountActions({ block = false }: { block?: boolean }) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
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
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M12 5v14M5 12h14" />
        </svg>
        <Trans>Add deal</Trans>
      </ButtonLink>
      <Link to="/account" className={styles.profile} aria-label={t`Your account`}>
        <Avatar alt="" size={36} />
      </Link>
    </>
  );
}

/**
 * §2 top bar. Below 769 px the links and account actions move into a menu that closes on every route
 * change: it is open only for the location it was opened on, so navigating closes it without an effect.
 */
export function TopBar() {
  const { t } = useLingui();
  const menuId = useId();
  const href = useRouterState({ select: (state) => state.location.href });
  const query = useRouterState({ select: (state) => currentSearchQuery(state.location.search) });
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === href;

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') setMenuOpenAt(null);
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav className={styles.nav} aria-label={t`Main`}>
          <NavLinks className={styles.navLink} />
        </nav>
        <Link to="/search" search={query ? { query } : {}} className={styles.search} aria-label={query ? t`Search: ${query}` : t`Search deals`}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          <span className={query ? styles.searchQuery : styles.searchPlaceholder}>{query || <Trans>Search deals, shops, coupons…</Trans>}</span>
        </Link>
        <div className={styles.actions}>
          <AccountActions />
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpenAt(menuOpen ? null : href)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <div id={menuId} className={styles.mobileMenu} hidden={!menuOpen} onKeyDown={onMenuKeyDown}>
        <nav className={styles.mobileNav} aria-label={t`Main`}>
          <NavLinks className={styles.mobileLink} />
        </nav>
        <div className={styles.mobileActions}>
          <AccountActions block />
        </div>
      </div>
    </header>
  );
}
