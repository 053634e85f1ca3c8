import { linkify } from '../lib/linkify';

/**
 * A comment's plain text with its http(s) links clickable. Everything is rendered as React text, so
 * markup typed into a comment stays visible text and is never parsed as HTML.
 */
export function CommentText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          // User links: not endorsed (nofollow ugc), no access to this window (noopener), in a new tab.
          <a key={index} href={segment.href} target="_blank" rel="nofollow noopener ugc">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
