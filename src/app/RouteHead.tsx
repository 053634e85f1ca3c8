import { useLingui } from '@lingui/react';
import { useRouter, useTags } from '@tanstack/react-router';
import { useEffect } from 'react';

type Tag = ReturnType<typeof useTags>[number];

/** TanStack puts the CSP nonce on every tag and in a meta of its own; a head tag runs nothing, so it carries none. */
function withoutNonce(attrs: Tag['attrs']): Record<string, unknown> {
  const { nonce: _nonce, ...rest } = attrs ?? {};
  return rest;
}

function HeadTag({ tag }: { tag: Tag }) {
  switch (tag.tag) {
    case 'title':
      return <title>{tag.children}</title>;
    case 'meta':
      return tag.attrs?.property === 'csp-nonce' ? null : <meta {...withoutNonce(tag.attrs)} />;
    case 'link':
      return <link {...withoutNonce(tag.attrs)} />;
    case 'script':
      // Structured data (`script:ld+json`), already escaped for a script element by the router.
      return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: tag.children ?? '' }} />;
    default:
      return null;
  }
}

/**
 * The page's head, from its routes' `head` (src/lib/page-head.ts). React places the title, meta and link tags in the
 * document's `<head>`: a server render writes them first (src/entry-server.tsx moves them there), and the browser
 * adopts those same elements when it hydrates, then swaps them as the visitor moves on. Heads are translated, so a
 * change of language works them out again.
 */
export function RouteHead() {
  const tags = useTags();
  const router = useRouter();
  const { i18n } = useLingui();
  useEffect(() => i18n.on('change', () => void router.invalidate()), [i18n, router]);
  return tags.map((tag) => <HeadTag key={JSON.stringify(tag)} tag={tag} />);
}
