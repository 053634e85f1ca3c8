import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useAppConfig } from '@/domain/app-config';
import { publicUrl, shareLinks, type ShareTarget } from '../lib/share-links';
import styles from './ShareButton.module.css';

interface ShareButtonProps {
  title: string;
  /** The deal's canonical path (`/deals/12/slug`); shares carry it on the site's public origin. */
  path: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

interface OpenMenu {
  /** The canonical address, read from the page when the menu opened. */
  url: string;
  phone: boolean;
}

const ICONS: Record<ShareTarget | 'copy', ReactNode> = {
  facebook: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />,
  messenger: (
    <path d="M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.8.2 1.7.3 2.7.3 5 0 9-3.7 9-8.3S17 3 12 3zm1 11.1-2.3-2.4-4.4 2.4 4.8-5.1 2.3 2.4 4.4-2.4z" />
  ),
  whatsapp: (
    <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.6 12.6c-.2.6-1.1 1.1-1.6 1.2-.4 0-.9.1-2.9-.7-2.4-1-4-3.5-4.1-3.6-.1-.2-1-1.3-1-2.5s.6-1.8.9-2.1c.2-.2.5-.3.6-.3h.5c.2 0 .4 0 .6.4l.8 2c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.1 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.4.2.5.3 0 .1 0 .6-.2 1.2z" />
  ),
  x: <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1 16.2h1.6L7.3 4.7H5.5z" />,
  email: (
    <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zm2 .9v.3l7 4.6 7-4.6v-.3zm14 2.6-7 4.6-7-4.6v7h14z" />
  ),
  copy: (
    <path d="M9 3h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-2v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h2V5a2 2 0 0 1 2-2zm0 4h6a2 2 0 0 1 2 2v6h2V5H9zM5 9v10h10V9z" />
  ),
};

function ShareIcon({ target }: { target: ShareTarget | 'copy' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
      {ICONS[target]}
    </svg>
  );
}

/**
 * Share. Where the browser has the system share sheet (phones) the button opens it; elsewhere it opens a menu of
 * places to share to and a copy of the link. The menu is a disclosure: focus moves into it, Escape closes it and
 * returns focus to the button, and it closes when focus or a click goes elsewhere.
 */
export function ShareButton({ title, path }: ShareButtonProps) {
  const { t } = useLingui();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  // Only Messenger on a desktop needs the deployment's settings: they are fetched when the menu first opens.
  const { data: config } = useAppConfig(menu !== null);
  const facebook = config?.providers.facebook;
  const facebookAppId = facebook?.enabled ? facebook.app_id : null;
  const names: Record<ShareTarget, string> = {
    facebook: 'Facebook',
    messenger: 'Messenger',
    whatsapp: 'WhatsApp',
    x: 'X',
    email: t`E-mail`,
  };

  const close = (returnFocus: boolean) => {
    setMenu(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!menu) return;
    listRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setMenu(null);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [menu]);

  const open = async () => {
    const url = publicUrl(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet rejects with AbortError; only real failures are worth a log line.
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Sharing failed', error);
      }
      return;
    }
    if (menu) {
      setMenu(null);
      return;
    }
    setCopy('idle');
    setMenu({ url, phone: window.matchMedia('(pointer: coarse)').matches });
  };

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch (error) {
      console.warn('Copying the deal URL failed', error);
      setCopy('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && menu) {
      event.stopPropagation();
      close(true);
    }
  };
  // Tabbing out of the menu closes it, so it never stays open behind whatever took the focus. A blur to nowhere (Safari
  // does not focus a clicked button) is left to the outside-click rule, or it would close before the click lands.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (menu && to instanceof Node && !event.currentTarget.contains(to)) setMenu(null);
  };

  return (
    <div ref={wrapperRef} className={styles.wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.share}
        aria-expanded={menu !== null}
        aria-controls={menu ? menuId : undefined}
        onClick={() => void open()}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path
            d="M8 1.5v8M5 4.5l3-3 3 3M3 8v5.5h10V8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <Trans>Share</Trans>
      </button>
      {menu && (
        <div id={menuId} className={styles.menu}>
          <ul ref={listRef} className={styles.list} aria-label={t`Share to`}>
            {shareLinks(menu.url, title, { phone: menu.phone, facebookAppId }).map((link) => (
              <li key={link.target}>
                <a
                  className={styles.item}
                  href={link.href}
                  target={link.newTab ? '_blank' : undefined}
                  rel="noopener noreferrer"
                  data-target={link.target}
                  onClick={() => close(false)}
                >
                  <ShareIcon target={link.target} />
                  {names[link.target]}
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={styles.item} onClick={() => void copyLink(menu.url)}>
                <ShareIcon target="copy" />
                <Trans>Copy link</Trans>
              </button>
            </li>
          </ul>
          <p className={styles.status} data-state={copy} aria-live="polite">
            {copy === 'copied' && <Trans>Link copied</Trans>}
            {copy === 'failed' && <Trans>The link could not be copied. Copy it from the address bar.</Trans>}
          </p>
        </div>
      )}
    </div>
  );
}
