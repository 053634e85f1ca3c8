export type ShareTarget = 'facebook' | 'messenger' | 'whatsapp' | 'x' | 'email';

export interface ShareLink {
  target: ShareTarget;
  href: string;
  /** Web addresses open in a new tab; app and mail schemes hand over to another program and leave no tab behind. */
  newTab: boolean;
}

export interface ShareLinkOptions {
  /** A touch device, where the Messenger app takes an fb-messenger: link. */
  phone: boolean;
  /** The Facebook app id of Facebook sign-in: Messenger's web send dialog needs one, so without it a desktop has none. */
  facebookAppId: string | null;
}

/**
 * The places a deal's page can be shared to from a browser without the system share sheet, in the order they are
 * offered. `url` is the deal's canonical address, so every share points at the same page whatever address it was
 * reached at.
 */
export function shareLinks(url: string, title: string, { phone, facebookAppId }: ShareLinkOptions): ShareLink[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links: ShareLink[] = [{ target: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}`, newTab: true }];
  if (phone) {
    links.push({ target: 'messenger', href: `fb-messenger://share?link=${link}`, newTab: false });
  } else if (facebookAppId) {
    const appId = encodeURIComponent(facebookAppId);
    links.push({
      target: 'messenger',
      href: `https://www.facebook.com/dialog/send?app_id=${appId}&link=${link}&redirect_uri=${link}`,
      newTab: true,
    });
  }
  links.push(
    { target: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, newTab: true },
    { target: 'x', href: `https://x.com/intent/post?url=${link}&text=${text}`, newTab: true },
    { target: 'email', href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}`, newTab: false },
  );
  return links;
}

/**
 * The site's public address of `path`: the origin of the page's canonical link (the server writes it from PUBLIC_URL),
 * else the origin the page was reached at. Browser only: read when sharing, never while rendering.
 */
export function publicUrl(path: string): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const origin = canonical && URL.canParse(canonical) ? new URL(canonical).origin : window.location.origin;
  return `${origin}${path}`;
}
